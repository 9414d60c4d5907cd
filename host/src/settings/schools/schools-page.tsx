import { UploadOutlined } from '@ant-design/icons';
import { SCHOOL_GENDERS } from '@rihla/shared/contracts/schools';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo, withQuery } from '@rihla/shared/routes/path-to';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorParam } from '../places/use-editor-param';
import { SettingsFrame } from '../settings-frame';
import { useSchools } from './api/get-schools';
import { SchoolAdd, SchoolEdit } from './components/school-editor';
import { SchoolImportDrawer } from './components/school-import-drawer';
import { SchoolTable } from './components/school-table';
import { useDeleteSchoolAction } from './hooks/use-delete-school-action';

const FILTERS = ['gender'] as const;

function SchoolList({ editUrl }: { editUrl(id: string): string }) {
  const { t } = useTranslation();
  const { query, update, apiParams } = useListQueryParams(FILTERS);
  const schools = useSchools(apiParams);
  const deleteSchool = useDeleteSchoolAction();
  const [importing, setImporting] = useState(false);
  return (
    <ListPageLayout
      title={t('schools.list.count', { count: schools.data?.total ?? 0 })}
      exportHref={csvExportUrl('schools', apiParams)}
      add={{ label: t('schools.add'), path: withQuery(pathTo('settings-schools'), { edit: 'new' }) }}
      error={schools.error}
      onRetry={() => schools.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('schools.list.search')}
          />
          <Select
            allowClear
            aria-label={t('schools.fields.gender')}
            placeholder={t('schools.list.allGenders')}
            value={query.filters.gender}
            onChange={(gender?: string) => update({ filters: { gender } })}
            options={SCHOOL_GENDERS.map((g) => ({ value: g, label: t(`schools.gender.${g}`) }))}
            style={{ minInlineSize: 160 }}
          />
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('schools.import.open')}
          </Button>
        </>
      }
    >
      <SchoolTable
        data={schools.data}
        loading={schools.isFetching}
        query={query}
        update={update}
        editUrl={(school) => editUrl(school.id)}
        onDelete={deleteSchool}
      />
      <SchoolImportDrawer open={importing} onClose={() => setImporting(false)} />
    </ListPageLayout>
  );
}

/** /dashboard/settings/schools: the schools the company serves, and their add and edit forms. */
export function SchoolsPage() {
  const { t } = useTranslation();
  const { target, editUrl, close } = useEditorParam();
  return (
    <SettingsFrame title={t('schools.title')} lead={t('schools.lead')}>
      {target.kind === 'add' ? (
        <SchoolAdd onClose={close} />
      ) : target.kind === 'edit' ? (
        <SchoolEdit id={target.id} onClose={close} />
      ) : (
        <SchoolList editUrl={editUrl} />
      )}
    </SettingsFrame>
  );
}
