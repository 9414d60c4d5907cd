import {
  GRADE_MAX,
  GRADE_MIN,
  STUDENT_GENDERS,
  STUDENT_STATUSES,
  type Student,
  type StudentGender,
  type StudentStatus,
  studentInputSchema,
  studentUpdateSchema,
} from '@rihla/shared/contracts/students';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Button, Col, Drawer, Flex, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParentPicker } from '../../notices/components/parent-picker';
import { useSchoolOptions } from '../../schools/api/get-school-options';
import { useStopOptions } from '../../schools/api/get-stop-options';
import { useUpdateStudent } from '../api/update-student';

interface StudentFormValues {
  nameAr: string;
  nameEn: string;
  schoolId: string;
  grade: number;
  gender: StudentGender | null;
  parentId: string | null;
  homeStopId: string | null;
  homeLat: number | null;
  homeLng: number | null;
  specialNeeds: string;
  status: StudentStatus;
  cardNumber: string;
}

const FIELDS = [
  'nameAr',
  'nameEn',
  'schoolId',
  'grade',
  'gender',
  'parentId',
  'homeStopId',
  'homeLat',
  'homeLng',
  'specialNeeds',
  'status',
  'cardNumber',
] as const;

const toFormValues = (s: Student): StudentFormValues => ({
  nameAr: s.nameAr,
  nameEn: s.nameEn,
  schoolId: s.schoolId,
  grade: s.grade,
  gender: s.gender,
  parentId: s.parentId,
  homeStopId: s.homeStopId,
  homeLat: s.homeLat,
  homeLng: s.homeLng,
  specialNeeds: s.specialNeeds ?? '',
  status: s.status,
  cardNumber: s.cardNumber ?? '',
});

const toInput = (v: StudentFormValues) => ({
  ...v,
  gender: v.gender ?? null,
  parentId: v.parentId ?? null,
  homeStopId: v.homeStopId ?? null,
  homeLat: v.homeLat ?? null,
  homeLng: v.homeLng ?? null,
  specialNeeds: v.specialNeeds?.trim() ? v.specialNeeds : null,
  cardNumber: v.cardNumber?.trim() ? v.cardNumber : null,
});

/** The parent picker as a form field (null when cleared). */
function ParentField({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?(parentId: string | null): void;
}) {
  return <ParentPicker value={value ?? undefined} onChange={(parentId) => onChange?.(parentId ?? null)} />;
}

/** Every field of the student, edited at the version read (the school, parent and stop picked by name). */
export function StudentEditDrawer({
  student,
  refetch,
}: {
  student: Student;
  refetch(): Promise<{ data?: Student }>;
}) {
  const { t } = useTranslation('families');
  const { toast, locale, direction } = useShell();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<StudentFormValues>();
  const schools = useSchoolOptions();
  const stops = useStopOptions({ enabled: open });
  const rules = useZodFormRules(studentInputSchema, toInput);
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: student,
    refetch,
    fields: FIELDS,
    toFormValues,
    toInput: (values, version) => studentUpdateSchema.parse({ ...toInput(values), version }),
    mutation: useUpdateStudent(student.id),
    onSaved: (saved) => {
      setOpen(false);
      toast.add({
        severity: 'success',
        summary: t('student.edit.saved', { name: nameIn(locale, saved) }),
        life: 4000,
      });
    },
  });
  const ltr = ltrInputStyle(direction);
  const half = { xs: 24, md: 12 };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('student.edit.open')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('student.edit.title', { name: nameIn(locale, student) })}
        size="large"
        destroyOnHidden
        footer={
          <Flex gap="small" justify="end">
            <Button onClick={() => setOpen(false)}>{t('student.edit.cancel')}</Button>
            <Button type="primary" loading={submitting} onClick={() => form.submit()}>
              {t('student.edit.save')}
            </Button>
          </Flex>
        }
      >
        {conflictAlert}
        <Form form={form} layout="vertical" initialValues={toFormValues(student)} onFinish={finish}>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="nameAr" label={t('student.fields.nameAr')} rules={rules('nameAr')} required>
                <Input lang="ar" dir="rtl" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="nameEn" label={t('student.fields.nameEn')} rules={rules('nameEn')} required>
                <Input lang="en" dir="ltr" style={ltr} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="schoolId"
                label={t('student.fields.school')}
                rules={rules('schoolId')}
                required
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  loading={schools.isLoading}
                  options={schools.data?.map((s) => ({ value: s.id, label: nameIn(locale, s) }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="grade" label={t('student.fields.grade')} rules={rules('grade')} required>
                <Select
                  options={Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => ({
                    value: GRADE_MIN + i,
                    label: t(`student.grade.${GRADE_MIN + i}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="gender" label={t('student.fields.gender')} rules={rules('gender')}>
                <Select
                  allowClear
                  options={STUDENT_GENDERS.map((g) => ({ value: g, label: t(`student.gender.${g}`) }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="status" label={t('student.fields.status')} rules={rules('status')} required>
                <Select
                  options={STUDENT_STATUSES.map((s) => ({ value: s, label: t(`student.status.${s}`) }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="parentId" label={t('student.fields.parent')} rules={rules('parentId')}>
                <ParentField />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="homeStopId" label={t('student.fields.homeStop')} rules={rules('homeStopId')}>
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  loading={stops.isLoading}
                  options={(stops.data ?? (student.homeStop ? [student.homeStop] : [])).map((s) => ({
                    value: s.id,
                    label: nameIn(locale, s),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="homeLat" label={t('student.fields.homeLat')} rules={rules('homeLat')}>
                <NumberInput dir="ltr" style={{ ...ltr, inlineSize: '100%' }} step={0.0001} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="homeLng" label={t('student.fields.homeLng')} rules={rules('homeLng')}>
                <NumberInput dir="ltr" style={{ ...ltr, inlineSize: '100%' }} step={0.0001} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="cardNumber" label={t('student.fields.cardNumber')} rules={rules('cardNumber')}>
                <Input dir="ltr" style={ltr} autoComplete="off" spellCheck={false} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                name="specialNeeds"
                label={t('student.fields.specialNeeds')}
                rules={rules('specialNeeds')}
              >
                <Input.TextArea rows={3} count={{ show: true, max: 500 }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Drawer>
    </>
  );
}
