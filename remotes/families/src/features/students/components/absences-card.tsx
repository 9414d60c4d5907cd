import { type AbsenceInput, absenceInputSchema } from '@rihla/shared/contracts/students';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateInput } from '@rihla/shared/ui/date-input';
import { DateText } from '@rihla/shared/ui/date-text';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Button, Card, Flex, Form, Input, List, Popconfirm, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAddStudentAbsence } from '../api/add-student-absence';
import { useStudentAbsences } from '../api/get-student-absences';
import { useRemoveStudentAbsence } from '../api/remove-student-absence';

interface AbsenceForm {
  fromDate?: Dayjs;
  toDate?: Dayjs;
  reason?: string;
}

function toAbsenceInput(values: AbsenceForm): AbsenceInput {
  return {
    fromDate: values.fromDate?.format('YYYY-MM-DD') ?? '',
    toDate: values.toDate?.format('YYYY-MM-DD') ?? '',
    reason: values.reason ?? '',
  };
}

/** Days the student does not ride: trips' rider lists leave them out on those days. */
export function AbsencesCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation('families');
  const { can, locale } = useShell();
  const [form] = Form.useForm<AbsenceForm>();
  const absences = useStudentAbsences(studentId);
  const add = useAddStudentAbsence(studentId, { success: () => t('absence.added'), quiet: true });
  const addOnce = useOneSaveAtATime(add);
  const onError = useSaveErrorHandler(form);
  const remove = useRemoveStudentAbsence(studentId, { success: () => t('absence.removed') });

  const submit = (values: AbsenceForm) => {
    const input = toAbsenceInput(values);
    const parsed = absenceInputSchema.safeParse(input);
    if (!parsed.success) onError(parsed.error);
    else addOnce(input, { onSuccess: () => form.resetFields(), onError });
  };

  return (
    <Card title={t('absence.title')}>
      <Typography.Paragraph type="secondary">{t('absence.hint')}</Typography.Paragraph>
      {can('families:write') ? (
        <Form form={form} layout="inline" onFinish={submit} style={{ marginBlockEnd: 16, rowGap: 8 }}>
          <Form.Item
            name="fromDate"
            label={t('absence.fields.fromDate')}
            rules={[{ required: true, message: validationMessage('validation.required', locale) }]}
          >
            <DateInput />
          </Form.Item>
          <Form.Item
            name="toDate"
            label={t('absence.fields.toDate')}
            rules={[{ required: true, message: validationMessage('validation.required', locale) }]}
          >
            <DateInput />
          </Form.Item>
          <Form.Item name="reason" label={t('absence.fields.reason')}>
            <Input />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('absence.add')}
          </Button>
        </Form>
      ) : null}
      <List
        dataSource={absences.data}
        loading={absences.isFetching}
        // antd greys a list's empty text like a disabled control; it is content, so secondary text.
        locale={{ emptyText: <Typography.Text type="secondary">{t('absence.none')}</Typography.Text> }}
        renderItem={(a) => (
          <List.Item
            actions={
              can('families:write')
                ? [
                    <Popconfirm
                      key="remove"
                      title={t('absence.removeTitle')}
                      okText={t('common.delete')}
                      cancelText={t('common.back')}
                      onConfirm={() => remove.mutateAsync(a)}
                    >
                      <Button type="link" danger size="small">
                        {t('common.delete')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <Flex gap="small" wrap>
              <DateText value={a.fromDate} hijri={false} />
              <span>–</span>
              <DateText value={a.toDate} hijri={false} />
              {a.part === 'both' ? null : <Tag>{t(`absence.parts.${a.part}`)}</Tag>}
              {a.reportedBy === 'parent' ? <Tag color="blue">{t('absence.byParent')}</Tag> : null}
              {a.reason ? <Typography.Text type="secondary">{a.reason}</Typography.Text> : null}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
