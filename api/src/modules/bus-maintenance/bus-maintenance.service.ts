import type {
  MAINTENANCE_SORT_FIELDS,
  Maintenance,
  maintenanceInputSchema,
  maintenanceListQuerySchema,
  maintenanceUpdateSchema,
} from '@rihla/shared/contracts/bus-maintenance';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pgError } from '../../lib/db-error';
import type { ListSpec } from '../../lib/list-query';
import { HttpProblem } from '../../lib/problem';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { tableService } from '../../lib/table-service';
import { trips } from '../trips/trips.table';
import { busMaintenance } from './bus-maintenance.table';

type MaintenanceRow = typeof busMaintenance.$inferSelect;
type MaintenanceListQuery = z.output<typeof maintenanceListQuerySchema>;

function toMaintenance(row: MaintenanceRow): Maintenance {
  const { createdAt, updatedAt, search: _search, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const listSpec: ListSpec<SortField> = {
  sortColumns: {
    serviceDate: busMaintenance.serviceDate,
    costHalalas: busMaintenance.costHalalas,
    createdAt: busMaintenance.createdAt,
  },
  defaultSort: 'serviceDate:desc',
  idColumn: busMaintenance.id,
  search: busMaintenance.search,
};

/** A service logged on a bus that is gone (deleted meanwhile) is refused on its field. */
async function catchMissingBus<R>(write: Promise<R>): Promise<R> {
  try {
    return await write;
  } catch (error) {
    if (pgError(error)?.code === '23503')
      throw new HttpProblem(400, 'validation', [{ path: 'busId', code: 'fleet.busMissing' }]);
    throw error;
  }
}

type SortField = (typeof MAINTENANCE_SORT_FIELDS)[number];

/** A service of a bus on a trip of the scope's schools, as the buses themselves (ADR 0072). */
export function maintenanceInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  return sql`exists (select 1 from ${trips} where ${trips.busId} = ${busMaintenance.busId} and ${schoolIn(trips.schoolId, scope)})`;
}

const maintenanceTable = tableService<
  Maintenance,
  MaintenanceRow,
  MaintenanceListQuery,
  z.output<typeof maintenanceInputSchema>,
  z.output<typeof maintenanceUpdateSchema>,
  SortField
>({
  table: busMaintenance,
  listSpec,
  filter: (query: MaintenanceListQuery) => (query.busId ? eq(busMaintenance.busId, query.busId) : undefined),
  inScope: maintenanceInScope,
  toEntity: toMaintenance,
  catchConflicts: catchMissingBus,
});

/** A service is logged once done: dated on the operators' today at the latest. */
function assertDone(serviceDate: string, today: string) {
  if (serviceDate > today)
    throw new HttpProblem(422, 'fleet.futureService', [{ path: 'serviceDate', code: 'fleet.futureService' }]);
}

/** The maintenance log's service; `today` is read at each write (the operators' clock). */
export function maintenanceService(today: () => string): typeof maintenanceTable {
  return {
    ...maintenanceTable,
    create(tx, input) {
      assertDone(input.serviceDate, today());
      return maintenanceTable.create(tx, input);
    },
    update(tx, id, update) {
      assertDone(update.serviceDate, today());
      return maintenanceTable.update(tx, id, update);
    },
  };
}
