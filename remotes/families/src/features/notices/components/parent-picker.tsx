import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParent } from '../../parents/api/get-parent';
import { useParents } from '../../parents/api/get-parents';

interface ParentPickerProps {
  value: string | undefined;
  onChange(parentId: string | undefined): void;
}

/** Picks one parent by name or mobile, searched on the server (a company has thousands). */
export function ParentPicker({ value, onChange }: ParentPickerProps) {
  const { t } = useTranslation('families');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const found = useParents(new URLSearchParams({ q, pageSize: '20' }));
  // The chosen parent keeps its name even when the last search did not list it.
  const chosen = useParent(value);
  const options = (found.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (value && chosen.data && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: chosen.data.name });
  }
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      aria-label={t('notice.fields.parent')}
      placeholder={t('notice.list.allParents')}
      value={value}
      onSearch={setSearch}
      onChange={(parentId?: string) => onChange(parentId)}
      loading={found.isFetching}
      options={options}
      style={{ minInlineSize: 220 }}
    />
  );
}
