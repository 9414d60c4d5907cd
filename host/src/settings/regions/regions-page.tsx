import type { Region } from '@rihla/shared/contracts/regions';
import { nameIn } from '@rihla/shared/format/name-in';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo, withQuery } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { useDeleteAction } from '@rihla/shared/ui/use-delete-action';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { useTranslation } from 'react-i18next';
import { useEditorParam } from '../places/use-editor-param';
import { SettingsFrame } from '../settings-frame';
import { regionKeys, useRegions } from './api/regions-api';
import { RegionAdd, RegionEdit } from './components/region-editor';
import { RegionTable } from './components/region-table';

const FILTERS = [] as const;
const REFRESHED = [regionKeys.all];

function RegionList({ editUrl }: { editUrl(id: string): string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const { query, update, apiParams } = useListQueryParams(FILTERS);
  const regions = useRegions(apiParams);
  // A region an operator is limited to is refused (409 `operators.regionInUse`): that refusal is the toast.
  const deleteRegion = useDeleteAction<Region>({
    path: 'regions',
    invalidate: REFRESHED,
    doneSummary: (region) => t('regions.delete.done', { name: nameIn(locale, region) }),
  });
  return (
    <ListPageLayout
      title={t('regions.list.count', { count: regions.data?.total ?? 0 })}
      exportHref={csvExportUrl('regions', apiParams)}
      add={{ label: t('regions.add'), path: withQuery(pathTo('settings-regions'), { edit: 'new' }) }}
      error={regions.error}
      onRetry={() => regions.refetch()}
      filters={
        <SearchInput value={query.q} onSearch={(q) => update({ q })} placeholder={t('regions.list.search')} />
      }
    >
      <RegionTable
        data={regions.data}
        loading={regions.isFetching}
        query={query}
        update={update}
        editUrl={(region) => editUrl(region.id)}
        onDelete={deleteRegion}
      />
    </ListPageLayout>
  );
}

/** /dashboard/settings/regions: named groups of schools an operator may be limited to (ADR 0076). */
export function RegionsPage() {
  const { t } = useTranslation();
  const { target, editUrl, close } = useEditorParam();
  return (
    <SettingsFrame title={t('regions.title')} lead={t('regions.lead')}>
      {target.kind === 'add' ? (
        <RegionAdd onClose={close} />
      ) : target.kind === 'edit' ? (
        <RegionEdit id={target.id} onClose={close} />
      ) : (
        <RegionList editUrl={editUrl} />
      )}
    </SettingsFrame>
  );
}
