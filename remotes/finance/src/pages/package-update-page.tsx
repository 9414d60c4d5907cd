import { type Package, packageUpdateSchema } from '@rihla/shared/contracts/packages';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useNavigate, useParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePackage } from '../features/packages/api/get-package';
import { useUpdatePackage } from '../features/packages/api/update-package';
import { PackageForm } from '../features/packages/components/package-form';
import {
  PACKAGE_FIELD_NAMES,
  PACKAGE_FORM_FIELDS,
  type PackageFormValues,
  toPackageFormValues,
  toPackageInput,
} from '../features/packages/components/package-form-values';

const LIST_PATH = pathTo('package-list');

function PackageEdit({ pkg, refetch }: { pkg: Package; refetch(): Promise<{ data?: Package }> }) {
  const { t } = useTranslation('finance');
  const { locale, localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<PackageFormValues>();
  const mutation = useUpdatePackage(pkg.id, {
    success: (saved) => t('package.saved', { name: nameIn(locale, saved) }),
    quiet: true,
  });
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: pkg,
    refetch,
    fields: PACKAGE_FORM_FIELDS,
    naming: PACKAGE_FIELD_NAMES,
    toFormValues: toPackageFormValues,
    toInput: (values, version) => packageUpdateSchema.parse({ ...toPackageInput(values), version }),
    mutation,
    onSaved: () => navigate(localePath(LIST_PATH)),
  });
  return (
    <>
      {conflictAlert}
      <PackageForm
        form={form}
        initialValues={toPackageFormValues(pkg)}
        submitting={submitting}
        onFinish={finish}
        onCancel={() => navigate(localePath(LIST_PATH))}
      />
    </>
  );
}

export default function PackageUpdatePage() {
  const { t } = useTranslation('finance');
  const { locale } = useShell();
  const { id = '' } = useParams();
  const pkg = usePackage(id);
  return (
    <>
      <PageHeader
        title={t('package.update.title')}
        subtitle={pkg.data ? nameIn(locale, pkg.data) : null}
        backTo={LIST_PATH}
      />
      <RequirePermission permission="finance:write">
        <LoadedRecord query={pkg}>{(data) => <PackageEdit pkg={data} refetch={pkg.refetch} />}</LoadedRecord>
      </RequirePermission>
    </>
  );
}
