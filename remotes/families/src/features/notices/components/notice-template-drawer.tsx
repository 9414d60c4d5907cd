import {
  type NoticeTemplate,
  type NoticeTemplateText,
  noticeTemplateInputSchema,
} from '@rihla/shared/contracts/notices';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useUiText } from '@rihla/shared/ui/ui-texts';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { Alert, Button, Card, Drawer, Flex, Form, Input, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticeTemplatePreview } from '../api/preview-notice-template';
import { useSaveNoticeTemplate } from '../api/save-notice-template';

const FIELDS = ['subject', 'body'] as const;

/** How a count's wording follows its plural forms, in the template's language (`#` is the number). */
const PLURAL_EXAMPLES = {
  ar: '{{minutes|zero:# دقيقة|one:دقيقة واحدة|two:دقيقتين|few:# دقائق|many:# دقيقة|other:# دقيقة}}',
  en: '{{minutes|one:# minute|other:# minutes}}',
} as const;
/** The variables that hold a number and so can be worded per plural form. */
const COUNTED_VARIABLES = ['minutes'];
const PREVIEW_WAIT_MS = 400;

interface NoticeTemplateDrawerProps {
  template: NoticeTemplate;
  /** The latest saved wording of this event and language, after a conflict. */
  refetch(): Promise<{ data?: NoticeTemplate }>;
  onClose(): void;
}

/** The text being typed, settled: the preview asks the API once typing pauses. */
function useSettled(text: NoticeTemplateText): NoticeTemplateText {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), PREVIEW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [text.subject, text.body]);
  return settled;
}

/** Edits one event's wording in one language, with its variables and a preview with sample values. */
export function NoticeTemplateDrawer({ template, refetch, onClose }: NoticeTemplateDrawerProps) {
  const { t } = useTranslation('families');
  const { toast } = useShell();
  const [form] = Form.useForm<NoticeTemplateText>();
  const subject = Form.useWatch('subject', form) ?? template.subject;
  const body = Form.useWatch('body', form) ?? template.body;
  const preview = useNoticeTemplatePreview(template, useSettled({ subject, body }));
  const ui = useUiText();
  // The API's reason (an unknown variable) in the operator's language, or that it did not answer.
  const refusal =
    preview.error instanceof ProblemError
      ? (preview.error.problem.errors ?? []).map((e) => e.message).join(' ') || preview.error.message
      : preview.error
        ? ui('load.failed')
        : null;
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: template,
    refetch,
    fields: FIELDS,
    toFormValues: (saved) => ({ subject: saved.subject, body: saved.body }),
    toInput: (values, version) => noticeTemplateInputSchema.parse({ ...values, version }),
    mutation: useSaveNoticeTemplate(template),
    onSaved: () => {
      toast.add({ severity: 'success', summary: t('notice.templates.saved'), life: 4000 });
      onClose();
    },
  });
  const eventName = t(`notice.event.${template.event}`);
  const dir = template.language === 'ar' ? 'rtl' : 'ltr';
  return (
    <Drawer
      open
      onClose={onClose}
      size="large"
      title={t('notice.templates.editTitle', {
        event: eventName,
        language: t(`notice.language.${template.language}`),
      })}
    >
      {conflictAlert}
      <Form<NoticeTemplateText>
        form={form}
        layout="vertical"
        initialValues={{ subject: template.subject, body: template.body }}
        onFinish={finish}
      >
        <Form.Item name="subject" label={t('notice.templates.subject')}>
          <Input lang={template.language} dir={dir} count={{ show: true, max: 200 }} />
        </Form.Item>
        <Form.Item name="body" label={t('notice.templates.body')}>
          <Input.TextArea lang={template.language} dir={dir} rows={5} count={{ show: true, max: 1000 }} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('notice.templates.variablesHint')}</Typography.Paragraph>
        <Flex gap="small" wrap style={{ marginBlockEnd: 16 }}>
          {template.variables.map((name) => (
            <Tag key={name}>
              <bdi dir="ltr">{`{{${name}}}`}</bdi>
            </Tag>
          ))}
        </Flex>
        {template.variables.some((name) => COUNTED_VARIABLES.includes(name)) && (
          <Typography.Paragraph type="secondary">
            {t('notice.templates.pluralHint')}{' '}
            <Typography.Text code lang={template.language}>
              <bdi dir={dir}>{PLURAL_EXAMPLES[template.language]}</bdi>
            </Typography.Text>
          </Typography.Paragraph>
        )}
        <Card size="small" title={t('notice.templates.preview')} style={{ marginBlockEnd: 16 }}>
          {refusal ? (
            <Alert type="error" showIcon message={refusal} />
          ) : (
            <div lang={template.language} dir={dir} aria-live="polite">
              <Typography.Text strong>{preview.data?.subject}</Typography.Text>
              <Typography.Paragraph style={{ marginBlockEnd: 0, whiteSpace: 'pre-line' }}>
                {preview.data?.body}
              </Typography.Paragraph>
            </div>
          )}
        </Card>
        <Flex gap="small" justify="end">
          <Button onClick={onClose}>{t('notice.templates.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('notice.templates.save')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
