import { type School, schoolInputSchema, schoolUpdateSchema } from '@rihla/shared/contracts/schools';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateSchool } from '../api/create-school';
import { useSchool } from '../api/get-school';
import { useUpdateSchool } from '../api/update-school';
import { SchoolForm } from './school-form';
import {
  NEW_SCHOOL_VALUES,
  SCHOOL_FORM_FIELDS,
  type SchoolFormValues,
  toSchoolFormValues,
  toSchoolInput,
} from './school-form-values';
import { SchoolHistory } from './school-history';

interface EditorProps {
  /** Back to the list (after a save, or on cancel). */
  onClose(): void;
}

/** The add form: the contract's own parse gives the trimmed names and sorted grades it sends. */
export function SchoolAdd({ onClose }: EditorProps) {
  const { t } = useTranslation();
  const { toast, locale } = useShell();
  const [form] = Form.useForm<SchoolFormValues>();
  const create = useCreateSchool();
  const saveOnce = useOneSaveAtATime(create);
  const onError = useSaveErrorHandler(form);
  const finish = (values: SchoolFormValues) => {
    let input: ReturnType<typeof schoolInputSchema.parse>;
    try {
      input = schoolInputSchema.parse(toSchoolInput(values));
    } catch (error) {
      onError(error);
      return;
    }
    saveOnce(input, {
      onSuccess: (school) => {
        toast.add({
          severity: 'success',
          summary: t('schools.saved', { name: nameIn(locale, school) }),
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
        {t('schools.add')}
      </Typography.Title>
      <SchoolForm
        form={form}
        initialValues={NEW_SCHOOL_VALUES}
        submitting={create.isPending}
        onFinish={finish}
        onCancel={onClose}
      />
    </>
  );
}

function SchoolEditForm({
  school,
  refetch,
  onClose,
}: EditorProps & { school: School; refetch(): Promise<{ data?: School }> }) {
  const { t } = useTranslation();
  const { toast, locale } = useShell();
  const [form] = Form.useForm<SchoolFormValues>();
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: school,
    refetch,
    fields: SCHOOL_FORM_FIELDS,
    toFormValues: toSchoolFormValues,
    toInput: (values, version) => schoolUpdateSchema.parse({ ...toSchoolInput(values), version }),
    mutation: useUpdateSchool(school.id),
    onSaved: (saved) => {
      toast.add({
        severity: 'success',
        summary: t('schools.saved', { name: nameIn(locale, saved) }),
        life: 4000,
      });
      onClose();
    },
  });
  return (
    <>
      {conflictAlert}
      <SchoolForm
        form={form}
        initialValues={toSchoolFormValues(school)}
        submitting={submitting}
        onFinish={finish}
        onCancel={onClose}
      />
      <SchoolHistory schoolId={school.id} />
    </>
  );
}

/** The edit form of one school, its conflict alert when someone saved first, and its history. */
export function SchoolEdit({ id, onClose }: EditorProps & { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const school = useSchool(id);
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20, marginBlockStart: 0 }}>
        {school.data ? t('schools.editNamed', { name: nameIn(locale, school.data) }) : t('schools.edit')}
      </Typography.Title>
      <LoadedRecord query={school}>
        {(data) => <SchoolEditForm school={data} refetch={school.refetch} onClose={onClose} />}
      </LoadedRecord>
    </>
  );
}
