import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A district's name as a button that opens its detail drawer (the keyboard's way in besides the map). */
export function DistrictButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="link"
      className="city-map-district-button"
      aria-label={t('cityMap.openDistrict', { name })}
      onClick={onOpen}
    >
      {name}
    </Button>
  );
}
