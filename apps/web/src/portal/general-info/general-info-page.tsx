import { INFORMATION_TYPES, type InformationType } from '@cityip/contracts';
import { Pagination, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { labelledPagerItem } from '../../components/labelled-controls.js';
import { informationTypeLabel } from '../content/article-links.js';
import { ArticleList } from '../content/article-list.js';
import { useNewsList } from '../content/content.api.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';

const PAGE_SIZE = 10;

/** The informationType of the address; anything else means industry news, as the menu highlight rule says. */
export function informationTypeOf(params: URLSearchParams): InformationType {
  const value = Number(params.get('informationType'));
  return INFORMATION_TYPES.find((type) => type === value) ?? 1;
}

/** `/generalInfo?informationType=1|2|3`: news and information, one tab per type, paged in the address. */
export function GeneralInfoPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const informationType = informationTypeOf(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useNewsList({ informationType, page, pageSize: PAGE_SIZE });
  const go = (type: number, nextPage: number) =>
    setParams(
      nextPage > 1 ? { informationType: String(type), page: String(nextPage) } : { informationType: String(type) },
    );

  return (
    <RoutePageFrame>
      <Tabs
        // Keys are the menu highlight keys of the generalInfo route, so tab and highlight always agree.
        activeKey={informationTypeLabel(informationType)}
        onChange={(key) => go(INFORMATION_TYPES.find((type) => informationTypeLabel(type) === key) ?? 1, 1)}
        items={INFORMATION_TYPES.map((type) => ({
          key: informationTypeLabel(type),
          label: t(informationTypeLabel(type)),
        }))}
      />
      <QueryView query={list} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <ArticleList items={data.items} />
            <Pagination
              itemRender={labelledPagerItem}
              className="content-pagination"
              current={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={(next) => go(informationType, next)}
            />
          </>
        )}
      </QueryView>
    </RoutePageFrame>
  );
}
