import { sql } from 'drizzle-orm';
import type { Database } from '../db/types';

/**
 * `parents` families with `subscriptions` children between them, written set-wise (an invoice run
 * over thousands bills them): one school; a monthly, a term and a year-in-10-instalments package,
 * the children spread over them and over the start months of `year` (so a run of one month bills
 * some monthly, some term and some yearly instalments); every other parent has an e-mail address.
 */
export async function manyFamilies(
  db: Database,
  { parents, subscriptions, year }: { parents: number; subscriptions: number; year: number },
): Promise<void> {
  await db.execute(sql`
    with school as (
      insert into schools (name_ar, name_en, gender, lat, lng, start_time, end_time)
      values ('مدرسة العائلات', 'Families School', 'mixed', 24.7, 46.7, '06:45', '12:30') returning id
    ), packs as (
      insert into packages (name_ar, name_en, price_halalas, period, trip_type, instalments)
      values ('شهرية', 'Monthly', 45000, 'month', 'round_trip', 1),
             ('فصلية', 'Term', 150000, 'term', 'round_trip', 1),
             ('سنوية', 'Year in 10', 480000, 'year', 'round_trip', 10)
      returning id, period
    ), parent_rows as (
      insert into parents (name, phone, email)
      select 'عائلة ' || g, '+9668' || lpad(g::text, 8, '0'),
             case when g % 2 = 0 then 'family' || g || '@example.com' end
      from generate_series(1, ${parents}) g
      returning id
    ), numbered as (
      select id, row_number() over () as n from parent_rows
    ), student_rows as (
      insert into students (name_ar, name_en, school_id, grade, parent_id)
      select 'طفل ' || g, 'Child ' || g, (select id from school), 1 + g % 12, numbered.id
      from generate_series(1, ${subscriptions}) g
      join numbered on numbered.n = 1 + (g % ${parents})
      returning id, parent_id
    ), children as (
      select id, parent_id, row_number() over () as n from student_rows
    )
    insert into subscriptions (student_id, parent_id, package_id, price_halalas, start_date)
    select c.id, c.parent_id, p.id,
           case p.period when 'month' then 40000 + (c.n % 5) * 1000 when 'term' then 150000 else 480000 - (c.n % 3) * 7 end,
           make_date(${year}::int, 1 + (c.n % 12)::int, 1 + (c.n % 27)::int)
    from children c
    join packs p on p.period = (array['month', 'month', 'term', 'year'])[1 + c.n % 4]`);
}
