import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DMA_EXCLUSION_WARNING, listInfoSchema, type ListInfo } from '@contracts/lists/lists.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CountryField } from './country-field';
import { StepActions } from '@/components/ui/step-actions';

export const DMA_CHECKBOX_LABEL = 'This is a DMA exclusion list';

export type InfoStepProps = {
  info: ListInfo | null;
  defaultCountry: string;
  showCountry: boolean;
  onSave: (info: ListInfo) => void;
};

type Errors = Partial<Record<'listName' | 'description' | 'countryIso3166', string>>;

/** Step 1, Name Your List: name, description, country (when internationalisation is allowed), DMA exclusion. */
export function InfoStep({ info, defaultCountry, showCountry, onSave }: InfoStepProps) {
  const [listName, setListName] = useState(info?.listName ?? '');
  const [description, setDescription] = useState(info?.description ?? '');
  const [country, setCountry] = useState(info?.countryIso3166 ?? defaultCountry);
  const [exclusionList, setExclusionList] = useState(info?.exclusionList ?? false);
  const [confirmingDma, setConfirmingDma] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const next = () => {
    const parsed = listInfoSchema.safeParse({
      listName,
      description,
      countryIso3166: showCountry ? country : defaultCountry,
      exclusionList,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
        <TextField
          label="List name"
          required
          value={listName}
          onChange={(event) => {
            setListName(event.target.value);
            setErrors((found) => ({ ...found, listName: undefined }));
          }}
          error={Boolean(errors.listName)}
          helperText={errors.listName}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description}
        />
        {showCountry && <CountryField value={country} onChange={setCountry} error={errors.countryIso3166} />}
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={exclusionList}
                onChange={(event) => {
                  if (event.target.checked) setConfirmingDma(true);
                  else setExclusionList(false);
                }}
              />
            }
            label={DMA_CHECKBOX_LABEL}
          />
          <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
            Contacts of an exclusion list are left out of DMA processing.
          </FormHelperText>
        </Box>
      </Box>
      <StepActions onNext={next} />
      <ConfirmDialog
        open={confirmingDma}
        title="DMA exclusion list"
        message={DMA_EXCLUSION_WARNING}
        confirmLabel="Yes, tick it"
        cancelLabel="No"
        destructive
        onConfirm={() => {
          setExclusionList(true);
          setConfirmingDma(false);
        }}
        onCancel={() => setConfirmingDma(false)}
      />
    </>
  );
}
