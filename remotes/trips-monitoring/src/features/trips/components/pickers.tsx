import { type DriverRole, driverNameIn } from '@rihla/shared/contracts/drivers';
import {
  attendantRoadProblems,
  busRoadProblems,
  driverRoadProblems,
} from '@rihla/shared/contracts/road-safety';
import { nameIn } from '@rihla/shared/format/name-in';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { useOperatorsToday } from '@rihla/shared/ui/use-operators-today';
import { Select, type SelectProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useBusOptions } from '../api/get-bus-options';
import { useCrewOptions } from '../api/get-driver-options';
import { useSchoolOptions } from '../api/get-school-options';

type PickerProps = Omit<SelectProps<string>, 'options' | 'loading'>;

interface RoadPickerProps extends PickerProps {
  /**
   * The day the bus or driver would go out: one that may not (an expired document, out of
   * service) is disabled, as the planner would refuse it. Without it (a list filter) such an
   * option is only flagged, by today's date.
   */
  onDate?: string;
  /** Left out of the list (a disruption's own bus is no replacement for itself). */
  excludeId?: string;
  /** Disabled, each with the reason shown beside it (a validation code: on another trip then). */
  unavailable?: ReadonlyMap<string, string>;
}

/** An option's label with why it may not go out on the road, if it may not. */
function useRoadOption(onDate: string | undefined, unavailable?: ReadonlyMap<string, string>) {
  const { locale } = useShell();
  const today = useOperatorsToday();
  const date = onDate ?? today;
  return (id: string, label: ReactNode, codes: (date: string) => string[]) => {
    const taken = unavailable?.get(id);
    const problems = [...(date ? codes(date) : []), ...(taken ? [taken] : [])];
    return {
      disabled: (onDate !== undefined && problems.length > 0) || taken !== undefined,
      label:
        problems.length === 0 ? (
          label
        ) : (
          <span>
            {label}{' '}
            <Typography.Text type="danger">
              ({problems.map((code) => validationMessage(code, locale)).join(locale === 'ar' ? '، ' : '; ')})
            </Typography.Text>
          </span>
        ),
    };
  };
}

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

/** Bus by plate, with its seats, and why it may not go out if it may not. */
export function BusSelect({ onDate, excludeId, unavailable, ...props }: RoadPickerProps) {
  const buses = useBusOptions();
  const roadOption = useRoadOption(onDate, unavailable);
  return (
    <Select<string>
      showSearch
      optionFilterProp="title"
      loading={buses.isLoading}
      options={(buses.data ?? [])
        .filter((b) => b.id !== excludeId)
        .map((b) => ({
          value: b.id,
          title: b.plateNumber,
          ...roadOption(
            b.id,
            <span>
              <Ltr>{b.plateNumber}</Ltr> · {b.capacity}
            </span>,
            (date) => busRoadProblems(b, date),
          ),
        }))}
      {...props}
    />
  );
}

/** A crew member by name (a driver or an attendant), each flagged by `rule` on the day. */
function CrewSelect({
  crewRole,
  onDate,
  excludeId,
  unavailable,
  ...props
}: RoadPickerProps & { crewRole: DriverRole }) {
  const { locale } = useShell();
  const people = useCrewOptions(crewRole);
  const roadOption = useRoadOption(onDate, unavailable);
  const rule = crewRole === 'driver' ? driverRoadProblems : attendantRoadProblems;
  return (
    <Select<string>
      showSearch
      // Found by either spelling of the name; shown in the page's (the Latin one on English pages).
      optionFilterProp="names"
      loading={people.isLoading}
      options={(people.data ?? [])
        .filter((p) => p.id !== excludeId)
        .map((p) => ({
          value: p.id,
          title: driverNameIn(locale, p),
          names: `${p.fullName} ${p.fullNameEn ?? ''}`,
          ...roadOption(p.id, driverNameIn(locale, p), (date) => rule(p, date)),
        }))}
      {...props}
    />
  );
}

/** Driver by name, and why they may not drive if they may not. */
export function DriverSelect(props: RoadPickerProps) {
  return <CrewSelect crewRole="driver" {...props} />;
}

/** Attendant by name; those who may not ride on `onDate` (not active, a document expired) disabled. */
export function AttendantSelect(props: RoadPickerProps) {
  return <CrewSelect crewRole="attendant" allowClear {...props} />;
}
