import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Select, type SelectProps } from 'antd';
import { useBusOptions } from '../api/get-bus-options';
import { useDriverOptions } from '../api/get-driver-options';
import { useSchoolOptions } from '../api/get-school-options';

type PickerProps = Omit<SelectProps<string>, 'options' | 'loading'>;

/** School by its name in the page language. */
export function SchoolSelect(props: PickerProps) {
  const { locale } = useShell();
  const schools = useSchoolOptions();
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      loading={schools.isLoading}
      options={(schools.data ?? []).map((s) => ({ value: s.id, label: nameIn(locale, s) }))}
      {...props}
    />
  );
}

/** Bus by plate, with its seats. */
export function BusSelect(props: PickerProps) {
  const buses = useBusOptions();
  return (
    <Select<string>
      showSearch
      optionFilterProp="title"
      loading={buses.isLoading}
      options={(buses.data ?? []).map((b) => ({
        value: b.id,
        title: b.plateNumber,
        label: (
          <span>
            <Ltr>{b.plateNumber}</Ltr> · {b.capacity}
          </span>
        ),
      }))}
      {...props}
    />
  );
}

export function DriverSelect(props: PickerProps) {
  const drivers = useDriverOptions();
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      loading={drivers.isLoading}
      options={(drivers.data ?? []).map((d) => ({ value: d.id, label: d.fullName }))}
      {...props}
    />
  );
}
