import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { keywordKindPathSchema, kindOf, saveKeywordsSchema } from '../keywords.schemas';
import { saveCustomKeywords } from '../keywords.service';

export const handler = defineRoute(
  {
    name: 'POST /api/sms/keywords/{kind}',
    access: 'user',
    path: keywordKindPathSchema,
    body: saveKeywordsSchema,
  },
  async ({ auth, path, body }) => ok(await saveCustomKeywords(db(), auth, kindOf(path), body.keywords)),
);
