import { useMemo } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { customFieldDefinitionSchema } from '@contracts/custom-fields/custom-fields.schemas';
import { knownNames, SYSTEM_MERGE_FIELDS, type MergeFieldOption } from '@contracts/platform/sms/merge-fields';
import { api } from '@/lib/api-client';

const fieldsSchema = z.array(customFieldDefinitionSchema);

/**
 * The merge fields an e-mail may use: the system fields, then the account's custom fields (account-wide and
 * every list's, GET /api/sms/custom-fields), with the names the senders know (upper case).
 */
export function useMergeFieldOptions(): { fields: MergeFieldOption[]; known: ReadonlySet<string> } {
  const custom = useSWR('/api/sms/custom-fields', (url: string) => api.get(url, { schema: fieldsSchema }), {
    revalidateOnFocus: false,
  });
  return useMemo(() => {
    const system = new Set(SYSTEM_MERGE_FIELDS.map((f) => f.name));
    const fields: MergeFieldOption[] = [
      ...SYSTEM_MERGE_FIELDS.map(({ name, label }) => ({ name, label })),
      ...(custom.data ?? [])
        .filter((f) => !system.has(f.name.toUpperCase()))
        .map((f) => ({ name: f.name, label: f.listName ? `${f.label} (${f.listName})` : f.label })),
    ];
    // #CELLPHONE# and #UNSUBSCRIBEURL# are known to the e-mail composer too.
    const known = knownNames([...fields, { name: 'CELLPHONE' }, { name: 'UNSUBSCRIBEURL' }]);
    return { fields, known };
  }, [custom.data]);
}
