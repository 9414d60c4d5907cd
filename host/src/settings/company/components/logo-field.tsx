import { readAsDataUrl } from '@rihla/shared/import/read-as-data-url';
import { Button, Form, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';

/** The company logo: a preview of the current one, a picker and a way to remove it. */
export function LogoField({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?(logo: string | null): void;
}) {
  const { t } = useTranslation();
  return (
    <Space align="center" wrap>
      {value ? (
        <img src={value} alt={t('company.logoPreview')} className="company-logo-preview" />
      ) : (
        <span className="company-logo-preview company-logo-preview--empty">{t('company.noLogo')}</span>
      )}
      <Upload
        accept="image/png,image/jpeg,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          // The contract checks the logo's type and size, so the error shows on the field.
          readAsDataUrl(file).then((logo) => onChange?.(logo));
          // The logo is saved with the form, not uploaded on its own.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button>{t(value ? 'company.replaceLogo' : 'company.chooseLogo')}</Button>
      </Upload>
      {value && <Button onClick={() => onChange?.(null)}>{t('company.removeLogo')}</Button>}
    </Space>
  );
}

export function LogoFormItem({ rules }: { rules: Parameters<typeof Form.Item>[0]['rules'] }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="logo" label={t('company.fields.logo')} rules={rules} extra={t('company.hints.logo')}>
      <LogoField />
    </Form.Item>
  );
}
