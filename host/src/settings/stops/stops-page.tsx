import { UploadOutlined } from '@ant-design/icons';
import { nameIn } from '@rihla/shared/format/name-in';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo, withQuery } from '@rihla/shared/routes/path-to';
import { isValidId } from '@rihla/shared/routes/route-table';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { Button, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorParam } from '../places/use-editor-param';
import { useSchoolOptions } from '../schools/api/get-school-options';
import { SettingsFrame } from '../settings-frame';
import { useStops } from './api/get-stops';
import { StopAdd, StopEdit } from './components/stop-editor';
import { StopImportDrawer } from './components/stop-import-drawer';
import { StopTable } from './components/stop-table';
import { useDeleteStopAction } from './hooks/use-delete-stop-action';

const FILTERS = ['schoolId'] as const;

function StopList({ editUrl }: { editUrl(id: string): string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const { query, update, apiParams } = useListQueryParams(FILTERS);
  const stops = useStops(apiParams);
  const schools = useSchoolOptions();
  const deleteStop = useDeleteStopAction();
  const [importing, setImporting] = useState(false);
  const schoolNames = useMemo(
    () => Object.fromEntries((schools.data ?? []).map((school) => [school.id, nameIn(locale, school)])),
    [schools.data, locale],
  );
  const schoolId = query.filters.schoolId;
  return (
    <ListPageLayout
      title={t('stops.list.count', { count: stops.data?.total ?? 0 })}
      exportHref={csvExportUrl('stops', apiParams)}
      add={{
        label: t('stops.add'),
        path: withQuery(pathTo('settings-stops'), schoolId ? { edit: 'new', schoolId } : { edit: 'new' }),
      }}
      error={stops.error}
      onRetry={() => stops.refetch()}
      filters={
        <>
          <SearchInput value={query.q} onSearch={(q) => update({ q })} placeholder={t('stops.list.search')} />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t('stops.list.bySchool')}
            placeholder={t('stops.list.allSchools')}
            value={schoolId}
            onChange={(id?: string) => update({ filters: { schoolId: id } })}
            options={schools.data?.map((school) => ({ value: school.id, label: nameIn(locale, school) }))}
            style={{ minInlineSize: 220 }}
          />
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('stops.import.open')}
          </Button>
        </>
      }
    >
      <StopTable
        data={stops.data}
        loading={stops.isFetching}
        query={query}
        update={update}
        schoolNames={schoolNames}
        editUrl={(stop) => editUrl(stop.id)}
        onDelete={deleteStop}
      />
      <StopImportDrawer open={importing} onClose={() => setImporting(false)} />
    </ListPageLayout>
  );
}

/** /dashboard/settings/stops: pick-up and drop-off points, the schools they serve, and their forms. */
export function StopsPage() {
  const { t } = useTranslation();
  const { target, editUrl, close, params } = useEditorParam();
  const schoolId = params.get('schoolId');
  return (
    <SettingsFrame title={t('stops.title')} lead={t('stops.lead')}>
      {target.kind === 'add' ? (
        <StopAdd onClose={close} schoolId={schoolId && isValidId(schoolId) ? schoolId : undefined} />
      ) : target.kind === 'edit' ? (
        <StopEdit id={target.id} onClose={close} />
      ) : (
        <StopList editUrl={editUrl} />
      )}
    </SettingsFrame>
  );
}
