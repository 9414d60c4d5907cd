import { TYPED_DATE_FORMATS } from '@rihla/shared/format/date';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

interface DayRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange(range: { from: string | undefined; to: string | undefined }): void;
}

/** The days a notice was written on, `YYYY-MM-DD` in the URL, shown in the spec's date format. */
export function DayRangeFilter({ from, to, onChange }: DayRangeFilterProps) {
  const { t } = useTranslation('families');
  return (
    <DatePicker.RangePicker
      format={TYPED_DATE_FORMATS}
      allowEmpty={[true, true]}
      aria-label={t('notice.list.days')}
      placeholder={[t('notice.list.fromDay'), t('notice.list.toDay')]}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(range) =>
        onChange({
          from: range?.[0]?.format('YYYY-MM-DD'),
          to: range?.[1]?.format('YYYY-MM-DD'),
        })
      }
    />
  );
}
