import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { useRef, type ChangeEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps } from 'react-admin';
import { DEFAULT_ACCEPT, DEFAULT_MAX_SIZE } from '../../../../vocabulary/upload';
import { useCanAccessAny } from '../../../platform/providers/useCanAccessAny';
import { usePictureUpload } from './usePictureUpload';

export interface ImageUploadInputProps extends Omit<InputProps, 'format' | 'parse'> {
  /** Image types the field takes (schema `accept`). */
  accept?: readonly string[];
  /** Largest file in bytes (schema `maxSize`). */
  maxSize?: number;
}

/**
 * An image uploaded through §7's upload path; the field holds the URL the upstream answers. A file of the wrong
 * type or too large is refused here with the reason and never sent (the upstream refuses it too). Only an account that
 * may add or edit the resource is offered the upload (issue 30 item 6): the upstream refuses everyone else's.
 */
export function ImageUploadInput({
  accept = DEFAULT_ACCEPT,
  maxSize = DEFAULT_MAX_SIZE,
  label,
  ...props
}: ImageUploadInputProps) {
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired, id } = useInput(props);
  const { problem, busy, onFile } = usePictureUpload({
    resource,
    source: props.source,
    accept,
    maxSize,
    onUploaded: field.onChange,
  });
  const mayWrite = useCanAccessAny(resource ?? '', ['add', 'edit']) === true;

  const error = problem ?? (fieldState.invalid ? fieldState.error?.message : undefined);
  return (
    <Box sx={{ mb: 2 }} data-testid={`upload-${props.source}`}>
      <Typography variant="caption" color="text.secondary" component="div" id={`${id}-title`}>
        <FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 0.5 }}>
        {field.value ? (
          <Box
            component="img"
            src={String(field.value)}
            alt=""
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : null}
        {mayWrite ? (
          <ImageFileChooser id={id} accept={accept} busy={busy} onFile={onFile} source={props.source} />
        ) : null}
      </Box>
      {error ? (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      ) : null}
    </Box>
  );
}

/** The upload button and the hidden file input it opens; the button spins while the file is being sent. */
function ImageFileChooser({
  id,
  source,
  accept,
  busy,
  onFile,
}: {
  id: string;
  source: string;
  accept: readonly string[];
  busy: boolean;
  onFile(event: ChangeEvent<HTMLInputElement>): void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      {/* A real button that opens the hidden file input: a <label> drawn as a button took role=button, which a
          label may not have (axe aria-allowed-role, issue 30 item 17). */}
      <Button
        variant="outlined"
        size="small"
        startIcon={busy ? <CircularProgress size={16} /> : <CloudUpload />}
        disabled={busy}
        onClick={() => fileInput.current?.click()}
        aria-describedby={`${id}-title`}
      >
        <FieldTitle label="app.upload.choose" />
      </Button>
      <input
        ref={fileInput}
        id={id}
        hidden
        type="file"
        accept={accept.join(',')}
        onChange={onFile}
        data-testid={`upload-file-${source}`}
      />
    </>
  );
}
