import { type Stop, stopInputSchema, stopUpdateSchema } from '@rihla/shared/contracts/stops';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolOptions } from '../../schools/api/get-school-options';
import { useCreateStop } from '../api/create-stop';
import { useStop } from '../api/get-stop';
import { useUpdateStop } from '../api/update-stop';
import { StopForm } from './stop-form';
import { STOP_FORM_FIELDS, type StopFormValues, toStopFormValues, toStopInput } from './stop-form-values';
import { StopHistory } from './stop-history';

interface EditorProps {
  /** Back to the list (after a save, or on cancel). */
  onClose(): void;
}

/** The add form; opened from a school's stops (`?schoolId=`), the new stop already serves it. */
export function StopAdd({ onClose, schoolId }: EditorProps & { schoolId?: string }) {
  const { t } = useTranslation();
  const { toast, locale } = useShell();
  const [form] = Form.useForm<StopFormValues>();
  const create = useCreateStop();
  const saveOnce = useOneSaveAtATime(create);
  const onError = useSaveErrorHandler(form);
  const finish = (values: StopFormValues) => {
    let input: ReturnType<typeof stopInputSchema.parse>;
    try {
      input = stopInputSchema.parse(toStopInput(values));
    } catch (error) {
      onError(error);
      return;
    }
    saveOnce(input, {
      onSuccess: (stop) => {
        toast.add({
          severity: 'success',
          summary: t('stops.saved', { name: nameIn(locale, stop) }),
          life: 4000,
        });
        onClose();
      },
      onError,
    });
  };
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20, marginBlockStart: 0 }}>
        {t('stops.add')}
      </Typography.Title>
      <StopForm
        form={form}
        initialValues={{ schoolIds: schoolId ? [schoolId] : [] }}
        submitting={create.isPending}
        onFinish={finish}
        onCancel={onClose}
      />
    </>
  );
}

function StopEditForm({
  stop,
  refetch,
  onClose,
}: EditorProps & { stop: Stop; refetch(): Promise<{ data?: Stop }> }) {
  const { t } = useTranslation();
  const { toast, locale } = useShell();
  const [form] = Form.useForm<StopFormValues>();
  const schools = useSchoolOptions();
  const schoolNames = useMemo(
    () => Object.fromEntries((schools.data ?? []).map((school) => [school.id, nameIn(locale, school)])),
    [schools.data, locale],
  );
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: stop,
    refetch,
    fields: STOP_FORM_FIELDS,
    toFormValues: toStopFormValues,
    toInput: (values, version) => stopUpdateSchema.parse({ ...toStopInput(values), version }),
    mutation: useUpdateStop(stop.id),
    onSaved: (saved) => {
      toast.add({
        severity: 'success',
        summary: t('stops.saved', { name: nameIn(locale, saved) }),
        life: 4000,
      });
      onClose();
    },
  });
  return (
    <>
      {conflictAlert}
      <StopForm
        form={form}
        initialValues={toStopFormValues(stop)}
        submitting={submitting}
        onFinish={finish}
        onCancel={onClose}
      />
      <StopHistory stopId={stop.id} schoolNames={schoolNames} />
    </>
  );
}

/** The edit form of one stop, its conflict alert when someone saved first, and its history. */
export function StopEdit({ id, onClose }: EditorProps & { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const stop = useStop(id);
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20, marginBlockStart: 0 }}>
        {stop.data ? t('stops.editNamed', { name: nameIn(locale, stop.data) }) : t('stops.edit')}
      </Typography.Title>
      <LoadedRecord query={stop}>
        {(data) => <StopEditForm stop={data} refetch={stop.refetch} onClose={onClose} />}
      </LoadedRecord>
    </>
  );
}
