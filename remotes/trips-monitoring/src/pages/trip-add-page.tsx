import { tripInputSchema, tripSeriesInputSchema } from '@rihla/shared/contracts/trips';
import { pathTo, withQuery } from '@rihla/shared/routes/path-to';
import { useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useOperatorsToday } from '@rihla/shared/ui/use-operators-today';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTrip } from '../features/trips/api/create-trip';
import { useCreateTripSeries } from '../features/trips/api/create-trip-series';
import { TripForm } from '../features/trips/components/trip-form';
import {
  type TripFormValues,
  toTripInput,
  toTripSeriesInput,
} from '../features/trips/components/trip-form-values';
import { useTripFieldNaming } from '../features/trips/hooks/use-trip-field-naming';

const LIST_PATH = pathTo('trip-list');

const INITIAL: TripFormValues = {
  direction: 'to_school',
  departureTime: '06:15',
  recurrence: 'once',
  date: dayjs(),
  // The Saudi school week: Sunday to Thursday.
  weekdays: [0, 1, 2, 3, 4],
  stops: [],
};

export default function TripAddPage() {
  const { t } = useTranslation('trips');
  const { toast, localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<TripFormValues>();
  const createTrip = useCreateTrip();
  const createSeries = useCreateTripSeries();
  const saveTrip = useOneSaveAtATime(createTrip);
  const saveSeries = useOneSaveAtATime(createSeries);
  const onError = useSaveErrorHandler(form, useTripFieldNaming());
  const today = useOperatorsToday();

  // The browser's day (the initial value) can be yesterday on the operators' clock near midnight.
  useEffect(() => {
    if (today && !form.isFieldTouched('date')) form.setFieldValue('date', dayjs(today));
  }, [today, form]);

  const finish = (values: TripFormValues) => {
    if (values.recurrence === 'weekly') {
      saveSeries(tripSeriesInputSchema.parse(toTripSeriesInput(values)), {
        onSuccess: (result) => {
          toast.add({
            severity: 'success',
            summary: t('add.seriesCreated', { count: result.trips.length, name: values.name }),
            // The academic calendar's holidays on the chosen weekdays have no trip (ADR 0054).
            detail:
              result.skippedHolidays.length > 0
                ? t('add.seriesSkipped', { count: result.skippedHolidays.length })
                : undefined,
            life: 5000,
          });
          navigate(localePath(withQuery(LIST_PATH, { seriesId: result.seriesId, sort: 'date:asc' })));
        },
        onError,
      });
      return;
    }
    saveTrip(tripInputSchema.parse(toTripInput(values)), {
      onSuccess: (trip) => {
        toast.add({ severity: 'success', summary: t('add.created', { name: trip.name }), life: 4000 });
        navigate(localePath(withQuery(LIST_PATH, { date: trip.date })));
      },
      onError,
    });
  };

  /** The contract's own checks (stop order, term) answer before the request, in the same words as the API. */
  const submit = (values: TripFormValues) => {
    const parsed =
      values.recurrence === 'weekly'
        ? tripSeriesInputSchema.safeParse(toTripSeriesInput(values))
        : tripInputSchema.safeParse(toTripInput(values));
    if (parsed.success) finish(values);
    else onError(parsed.error);
  };

  return (
    <>
      <PageHeader title={t('add.title')} backTo={LIST_PATH} />
      <RequirePermission permission="trips:write">
        <TripForm
          form={form}
          mode="add"
          initialValues={INITIAL}
          submitting={createTrip.isPending || createSeries.isPending}
          onFinish={submit}
          onCancel={() => navigate(localePath(LIST_PATH))}
        />
      </RequirePermission>
    </>
  );
}
