import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { serverFieldErrors } from '@/lib/form-errors';

export type SendTestDialogProps<T> = {
  title: string;
  /** What the test sends, above the field. */
  intro: ReactNode;
  field: { label: string; type: string; autoComplete: string; placeholder?: string };
  /** The server's name for the field: its error is shown under the field. */
  serverField: string;
  /** Why the (trimmed) value cannot be sent, or undefined. */
  check: (value: string) => string | undefined;
  send: (value: string) => Promise<T>;
  /** The answer once sent. */
  sent: (result: T, value: string) => ReactNode;
  /** Any other refusal, as an alert. */
  failure: (error: unknown) => ReactNode;
  onClose: () => void;
};

/** A campaign's 'Send test': one address or number the user types, sent at once; the answer or the refusal below. */
export function SendTestDialog<T>({
  title,
  intro,
  field,
  serverField,
  check,
  send,
  sent,
  failure,
  onClose,
}: SendTestDialogProps<T>) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [refusal, setRefusal] = useState<ReactNode>();
  const [answer, setAnswer] = useState<ReactNode>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const trimmed = value.trim();
    const problem = check(trimmed);
    if (problem) return setFieldError(problem);
    setBusy(true);
    setRefusal(undefined);
    setAnswer(undefined);
    try {
      setAnswer(sent(await send(trimmed), trimmed));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields?.[serverField]) setFieldError(fields[serverField]);
      else setRefusal(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={title}
      busy={busy}
      submitLabel="Send test"
      busyLabel="Sending"
      cancelLabel="Close"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {intro}
      <TextField
        {...field}
        autoFocus
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setFieldError(undefined);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError}
        disabled={busy}
      />
      {refusal}
      {answer}
    </FormDialog>
  );
}
