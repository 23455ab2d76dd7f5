import { retryImport } from '../routing/lazy-retry.js';
import { catalogueOf, featureTexts, type MessageCatalogue } from './resources.js';
import app from './zh-CN.js';

// The `locale` query makes the build keep only this language of each module (build/locale-slice.ts);
// import.meta.glob takes literals only, hence one such file per language.
export default catalogueOf('zh-CN', {
  contracts: import.meta.glob<MessageCatalogue>('../../../../packages/contracts/src/messages.ts', {
    eager: true,
    query: { locale: 'zh-CN' },
    import: 'MESSAGES',
  }),
  app,
  features: {
    ...import.meta.glob<MessageCatalogue>(['../**/messages.ts', '!../admin/**'], {
      eager: true,
      query: { locale: 'zh-CN' },
      import: 'default',
    }),
    // The portal uses the back office's shared components (upload field, form helpers).
    ...import.meta.glob<MessageCatalogue>('../admin/shared/messages.ts', {
      eager: true,
      query: { locale: 'zh-CN' },
      import: 'default',
    }),
  },
});

/** The back office's own texts, fetched when a staff member first opens it. */
export async function backOfficeTexts(): Promise<Record<string, string>> {
  const loaders = import.meta.glob<MessageCatalogue>(['../admin/**/messages.ts', '!../admin/shared/**'], {
    query: { locale: 'zh-CN' },
    import: 'default',
  });
  return featureTexts('zh-CN', await Promise.all(Object.values(loaders).map((load) => retryImport(load))));
}
