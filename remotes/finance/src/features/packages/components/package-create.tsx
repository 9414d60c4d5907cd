import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreatePackage } from '../api/create-package';
import { PackageForm } from './package-form';
import {
  EMPTY_PACKAGE,
  PACKAGE_FIELD_NAMES,
  type PackageFormValues,
  toPackageInput,
} from './package-form-values';

/** A new package, made in place above the list; refusals land on the form's fields. */
export function PackageCreate({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('finance');
  const { locale } = useShell();
  const [form] = Form.useForm<PackageFormValues>();
  const onError = useSaveErrorHandler(form, PACKAGE_FIELD_NAMES);
  const create = useCreatePackage({
    success: (saved) => t('package.created', { name: nameIn(locale, saved) }),
    quiet: true,
  });
  const saveOnce = useOneSaveAtATime(create);
  return (
    <section aria-label={t('package.list.new')} style={{ marginBlockEnd: 16 }}>
      <PackageForm
        form={form}
        initialValues={EMPTY_PACKAGE}
        submitting={create.isPending}
        onFinish={(values) =>
          saveOnce(toPackageInput(values), {
            onSuccess: () => {
              form.resetFields();
              onClose();
            },
            onError,
          })
        }
        onCancel={onClose}
      />
    </section>
  );
}
