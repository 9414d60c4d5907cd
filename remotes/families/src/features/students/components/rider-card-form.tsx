import { type Student, type StudentInput, studentUpdateSchema } from '@rihla/shared/contracts/students';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateStudent } from '../api/update-student';

interface CardFormValues {
  cardNumber: string;
}

const CARD_FIELDS = ['cardNumber'] as const;

const toCardFormValues = (student: Student): CardFormValues => ({ cardNumber: student.cardNumber ?? '' });

/** The student as the update contract takes it, with everything but the card as it is stored. */
function toStudentInput(student: Student, cardNumber: string): StudentInput {
  return {
    nameAr: student.nameAr,
    nameEn: student.nameEn,
    schoolId: student.schoolId,
    grade: student.grade,
    gender: student.gender,
    parentId: student.parentId,
    homeStopId: student.homeStopId,
    homeLat: student.homeLat,
    homeLng: student.homeLng,
    specialNeeds: student.specialNeeds,
    status: student.status,
    cardNumber: cardNumber.trim() === '' ? null : cardNumber,
  };
}

/**
 * The rider card the bus's reader scans (RFID or QR): the device may send its number instead of
 * the student's id. Saved on its own, under the student's version like any other edit.
 */
export function RiderCardForm({
  student,
  refetch,
}: {
  student: Student;
  refetch(): Promise<{ data?: Student }>;
}) {
  const { t } = useTranslation('families');
  const { toast, locale } = useShell();
  const [form] = Form.useForm<CardFormValues>();
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: student,
    refetch,
    fields: CARD_FIELDS,
    toFormValues: toCardFormValues,
    toInput: (values, version) =>
      studentUpdateSchema.parse({ ...toStudentInput(student, values.cardNumber ?? ''), version }),
    mutation: useUpdateStudent(student.id),
    onSaved: (saved) => {
      form.setFieldsValue(toCardFormValues(saved));
      toast.add({
        severity: 'success',
        summary: t('student.card.saved', { name: nameIn(locale, saved) }),
        life: 4000,
      });
    },
  });

  return (
    <Card title={t('student.card.title')}>
      {conflictAlert}
      <Typography.Paragraph type="secondary">{t('student.card.hint')}</Typography.Paragraph>
      <Form form={form} layout="inline" initialValues={toCardFormValues(student)} onFinish={finish}>
        <Form.Item name="cardNumber" label={t('student.fields.cardNumber')}>
          <Input
            dir="ltr"
            count={{ show: true, max: 32 }}
            autoComplete="off"
            spellCheck={false}
            placeholder="04A1B2C3"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('student.card.save')}
        </Button>
      </Form>
    </Card>
  );
}
