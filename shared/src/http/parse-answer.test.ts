import ky from 'ky';
import { z } from 'zod';
import { ContractError } from './contract-error';
import { parseAnswer } from './parse-answer';

const schema = z.object({ id: z.string(), seats: z.number().int().default(0) });
const client = (body: BodyInit) =>
  ky.create({ prefixUrl: 'http://rihla.test/api/v1', fetch: async () => new Response(body), retry: 0 });

describe('parseAnswer', () => {
  it('hands back the body as its contract makes it (defaults applied)', async () => {
    await expect(parseAnswer(client('{"id":"b1"}').get('buses/b1'), schema)).resolves.toEqual({
      id: 'b1',
      seats: 0,
    });
  });

  it('refuses a body that breaks the contract with a ContractError naming the field', async () => {
    const error = await parseAnswer(client('{"id":7}').get('buses/b1'), schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).issues[0]?.path).toEqual(['id']);
    expect((error as ContractError).message).toContain('at id');
  });

  it('refuses a body that is not JSON (a proxy page) the same way', async () => {
    const error = await parseAnswer(client('<html>').get('buses'), schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
  });
});
