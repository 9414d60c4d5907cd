import type { FastifyInstance } from 'fastify';
import { parents } from '../modules/parents/parents.table';
import { students } from '../modules/students/students.table';
import { subscriptions } from '../modules/subscriptions/subscriptions.table';
import type { Agent } from './agent';
import { packageInput, schoolInput } from './fixtures';

export interface BilledFamilies {
  monthlyId: string;
  termId: string;
  /** A year of 4 800 riyals paid in 10 monthly instalments, 10 % off for siblings. */
  yearInTenId: string;
  /**
   * A parent with `prices.length` children, each subscribed to `packageId` at that price from
   * `startDate`; `discountPercent` is the sibling discount the second and later children got.
   */
  family(packageId: string, prices: number[], startDate: string, discountPercent?: number): Promise<string>;
}

/** Numbers the families of every call in this process: their phones stay unique in one database. */
let parentSeq = 0;

/**
 * What the books of a finance test start from: a school, a monthly and a term package, and families
 * written straight to the tables (an invoice run bills them).
 */
export async function billedFamilies(app: FastifyInstance, admin: Agent): Promise<BilledFamilies> {
  const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
  const packageOf = async (
    period: 'month' | 'term' | 'year',
    priceHalalas: number,
    instalments = 1,
  ): Promise<string> =>
    (
      await admin.call('POST', '/api/v1/packages', {
        body: packageInput({ period, priceHalalas, instalments, siblingDiscountPercent: 10 }),
      })
    ).json().id;
  const monthlyId = await packageOf('month', 45_000);
  const termId = await packageOf('term', 150_000);
  const yearInTenId = await packageOf('year', 480_000, 10);

  async function family(packageId: string, prices: number[], startDate: string, discountPercent = 0) {
    parentSeq += 1;
    const [parent] = await app.db
      .insert(parents)
      .values({ name: `ولي أمر ${parentSeq}`, phone: `+9665${String(10_000_000 + parentSeq)}` })
      .returning();
    for (const [index, price] of prices.entries()) {
      const [student] = await app.db
        .insert(students)
        .values({
          nameAr: `طالب ${parentSeq}-${index}`,
          nameEn: `Student ${parentSeq}-${index}`,
          schoolId,
          grade: 2,
          parentId: parent!.id,
        })
        .returning();
      await app.db.insert(subscriptions).values({
        studentId: student!.id,
        parentId: parent!.id,
        packageId,
        priceHalalas: price,
        discountPercent: index > 0 ? discountPercent : 0,
        startDate,
      });
    }
    return parent!.id;
  }

  return { monthlyId, termId, yearInTenId, family };
}
