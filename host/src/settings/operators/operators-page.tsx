import { ROLES } from '@rihla/shared/contracts/auth';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Button, Card, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsFrame } from '../settings-frame';
import { useOperators } from './api/get-operators';
import { OperatorCreateModal } from './components/operator-create-modal';
import { OperatorEditDrawer } from './components/operator-edit-drawer';
import { OperatorTable } from './components/operator-table';
import { useOperatorListQuery } from './hooks/use-operator-list-query';
import { useToggleActive } from './hooks/use-toggle-active';

/** /dashboard/settings/operators: who may sign in to the console, with which role. */
export function OperatorsPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('settings.sections.settings-operators.title')} lead={t('operator.list.lead')}>
      <Operators />
    </SettingsFrame>
  );
}

/** Inside the frame, so another role's browser asks the API nothing. */
function Operators() {
  const { t } = useTranslation();
  const { query, update, apiParams } = useOperatorListQuery();
  const operators = useOperators(apiParams);
  const toggleActive = useToggleActive();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);

  return (
    <>
      <Card>
        <Flex gap="middle" wrap align="center" style={{ marginBlockEnd: 16 }}>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('operator.list.search')}
          />
          <Select
            allowClear
            aria-label={t('operator.fields.role')}
            placeholder={t('operator.list.allRoles')}
            value={query.filters.role}
            onChange={(role?: string) => update({ filters: { role } })}
            options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            style={{ minInlineSize: 180 }}
          />
          <Button type="primary" onClick={() => setAdding(true)} style={{ marginInlineStart: 'auto' }}>
            {t('operator.add.title')}
          </Button>
        </Flex>
        <OperatorTable
          data={operators.data}
          loading={operators.isFetching}
          query={query}
          update={update}
          onEdit={(operator) => setEditingId(operator.id)}
          onToggleActive={(operator) => toggleActive.mutateAsync(operator).catch(() => undefined)}
        />
      </Card>
      <OperatorCreateModal open={adding} onClose={() => setAdding(false)} />
      {editingId && <OperatorEditDrawer operatorId={editingId} onClose={() => setEditingId(null)} />}
    </>
  );
}
