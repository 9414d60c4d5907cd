import type { STOP_SORT_FIELDS, Stop, stopListQuerySchema } from '@rihla/shared/contracts/stops';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query';
import { tableService } from '../../lib/table-service';
import { stops } from './stops.table';

type StopRow = typeof stops.$inferSelect;
type StopListQuery = z.output<typeof stopListQuerySchema>;

export function toStop(row: StopRow): Stop {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    district: row.district,
    lat: row.lat,
    lng: row.lng,
    notes: row.notes,
  };
}

const listSpec: ListSpec<(typeof STOP_SORT_FIELDS)[number]> = {
  sortColumns: {
    nameAr: stops.nameAr,
    nameEn: stops.nameEn,
    district: stops.district,
    createdAt: stops.createdAt,
  },
  defaultSort: 'nameAr:asc',
  idColumn: stops.id,
  search: stops.search,
};

export const stopsService = tableService({
  table: stops,
  listSpec,
  filter: (query: StopListQuery) => (query.district ? eq(stops.district, query.district) : undefined),
  toEntity: toStop,
});
