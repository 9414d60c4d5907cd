import {
  NEAR_MINUTES_MAX,
  NEAR_MINUTES_MIN,
  NOTICE_CHANNELS,
  type NoticePreferences,
  noticePreferencesInputSchema,
} from '@rihla/shared/contracts/notices';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Button, Card, Checkbox, Col, Flex, Form, Radio, Row, TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNoticePreferences } from '../api/get-notice-preferences';
import { useSaveNoticePreferences } from '../api/save-notice-preferences';
import {
  NOTICE_PREFERENCES_FIELDS,
  type NoticePreferencesValues,
  toNoticePreferencesInput,
  toNoticePreferencesValues,
} from './notice-preferences-values';

const forRules = (values: NoticePreferencesValues) => ({ ...toNoticePreferencesInput(values), version: 0 });

interface FormProps {
  parentId: string;
  preferences: NoticePreferences;
  refetch(): Promise<{ data?: NoticePreferences }>;
}

function NoticePreferencesForm({ parentId, preferences, refetch }: FormProps) {
  const { t } = useTranslation('families');
  const { can, toast } = useShell();
  const [form] = Form.useForm<NoticePreferencesValues>();
  const rules = useZodFormRules(noticePreferencesInputSchema, forRules);
  const editable = can('families:write');
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: preferences,
    refetch,
    fields: NOTICE_PREFERENCES_FIELDS,
    toFormValues: toNoticePreferencesValues,
    toInput: (values, version) =>
      noticePreferencesInputSchema.parse({ ...toNoticePreferencesInput(values), version }),
    mutation: useSaveNoticePreferences(parentId),
    onSaved: () => toast.add({ severity: 'success', summary: t('notice.preferences.saved'), life: 4000 }),
  });
  return (
    <>
      {conflictAlert}
      <Form<NoticePreferencesValues>
        form={form}
        layout="vertical"
        initialValues={toNoticePreferencesValues(preferences)}
        onFinish={finish}
        disabled={!editable}
      >
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item name="channels" label={t('notice.preferences.channels')} rules={rules('channels')}>
              <Checkbox.Group
                options={NOTICE_CHANNELS.map((c) => ({ value: c, label: t(`notice.channel.${c}`) }))}
              />
            </Form.Item>
            <Form.Item name="language" label={t('notice.preferences.language')} rules={rules('language')}>
              <Radio.Group
                options={[
                  { value: 'ar', label: <span lang="ar">العربية</span> },
                  { value: 'en', label: <span lang="en">English</span> },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('notice.preferences.quietHours')}
              extra={t('notice.preferences.quietHoursHint')}
            >
              <Flex gap="small" wrap>
                <Form.Item name="quietFrom" noStyle rules={rules('quietFrom')} dependencies={['quietUntil']}>
                  <TimePicker
                    format="HH:mm"
                    minuteStep={5}
                    aria-label={t('notice.preferences.quietFrom')}
                    placeholder={t('notice.preferences.quietFrom')}
                  />
                </Form.Item>
                <Form.Item name="quietUntil" noStyle rules={rules('quietUntil')} dependencies={['quietFrom']}>
                  <TimePicker
                    format="HH:mm"
                    minuteStep={5}
                    aria-label={t('notice.preferences.quietUntil')}
                    placeholder={t('notice.preferences.quietUntil')}
                  />
                </Form.Item>
              </Flex>
            </Form.Item>
            <Form.Item
              name="nearMinutes"
              label={t('notice.preferences.nearMinutes')}
              rules={rules('nearMinutes')}
            >
              <NumberInput
                min={NEAR_MINUTES_MIN}
                max={NEAR_MINUTES_MAX}
                suffix={t('notice.preferences.minutes')}
              />
            </Form.Item>
          </Col>
        </Row>
        {editable ? (
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('notice.preferences.save')}
          </Button>
        ) : null}
      </Form>
    </>
  );
}

/** How the parent wants to be told: channels, language, quiet hours and the "bus near" minutes. */
export function NoticePreferencesCard({ parentId }: { parentId: string }) {
  const { t } = useTranslation('families');
  const preferences = useNoticePreferences(parentId);
  return (
    <Card title={t('notice.preferences.title')}>
      <LoadedRecord query={preferences}>
        {(data) => (
          <NoticePreferencesForm parentId={parentId} preferences={data} refetch={preferences.refetch} />
        )}
      </LoadedRecord>
    </Card>
  );
}
