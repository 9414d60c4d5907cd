import { driverNameIn } from '@rihla/shared/contracts/drivers';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusOptions } from '../api/get-bus-options';

interface BusSelectProps {
  value?: string | null;
  onChange?(value: string | null): void;
  /** The bus already assigned, so its plate shows before any search. */
  current?: { id: string; plateNumber: string } | null;
  id?: string;
}

/** Searchable picker of a bus, fed by `GET /buses?q=` as the operator types. */
export function BusSelect({ value, onChange, current, id }: BusSelectProps) {
  const { t } = useTranslation('fleet');
  const { locale } = useShell();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const buses = useBusOptions(q);

  const options = (buses.data?.items ?? []).map((bus) => ({
    value: bus.id,
    plate: bus.plateNumber,
    label: (
      <span>
        <Ltr>{bus.plateNumber}</Ltr> · {bus.model}
        {bus.driver ? ` · ${driverNameIn(locale, bus.driver)}` : ''}
      </span>
    ),
  }));
  if (current && !options.some((o) => o.value === current.id)) {
    options.unshift({
      value: current.id,
      plate: current.plateNumber,
      label: <Ltr>{current.plateNumber}</Ltr>,
    });
  }

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value ?? undefined}
      onChange={(next?: string) => onChange?.(next ?? null)}
      placeholder={t('driver.hints.assignedBus')}
      loading={buses.isFetching}
      notFoundContent={buses.isFetching ? t('common.loading') : t('common.noResults')}
      options={options}
    />
  );
}
