import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { keywordKindPathSchema, kindOf } from '../keywords.schemas';
import { getCustomKeywords } from '../keywords.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/keywords/{kind}', access: 'user', path: keywordKindPathSchema },
  async ({ auth, path }) => ok(await getCustomKeywords(db(), auth, kindOf(path))),
);
