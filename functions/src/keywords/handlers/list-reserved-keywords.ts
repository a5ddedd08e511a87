import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { keywordKindPathSchema, kindOf } from '../keywords.schemas';
import { reservedKeywords } from '../keywords.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/keywords/reserved/{kind}', access: 'user', path: keywordKindPathSchema },
  async ({ path }) => ok(reservedKeywords(kindOf(path))),
);
