import { type AppendedNote, NOTE_DOCUMENT_ACCEPT } from '@hearth/domain';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../api/fieldErrors.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { documentUrl, useHideDocument, useUploadDocument } from './noteActionsApi.ts';

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;

export type NoteDocumentsProps = {
  note: AppendedNote;
  /** Offer upload and hide (in the opened note); a timeline only lists them. */
  manage?: boolean;
};

/** The documents of a note, each streamed by the server to those who read the note. */
export function NoteDocuments({ note, manage = false }: NoteDocumentsProps) {
  const { t } = useTranslation('notes');
  const { data: details } = useAuthDetails();
  const listId = useId();
  const [hiding, setHiding] = useState<number | null>(null);
  const hide = useHideDocument(note);
  const supervises = note.can.extend || note.can.hold || note.can.unhold;
  const mayUpload = note.can.edit || note.can.amend;
  const hidden = note.documents.find((document) => document.id === hiding);

  if (note.documents.length === 0 && !(manage && mayUpload)) {
    return null;
  }
  return (
    <Stack spacing={1}>
      <Typography id={listId} variant="subtitle2" component="p">
        {t('documents.title')}
      </Typography>
      {note.documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('documents.none')}
        </Typography>
      ) : (
        <Stack component="ul" aria-labelledby={listId} spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {note.documents.map((document) => (
            <li key={document.id}>
              <Stack
                direction="row"
                useFlexGap
                spacing={1}
                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Link
                  href={documentUrl(note, document.id)}
                  target="_blank"
                  rel="noopener"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {document.fileName}
                </Link>
                <Typography variant="caption" color="text.secondary">
                  {t('documents.by', {
                    name: document.uploadedBy.name,
                    size: sizeText(document.sizeBytes),
                  })}
                </Typography>
                {manage && (supervises || document.uploadedBy.id === details?.user.id) && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('documents.hideNamed', { name: document.fileName })}
                    onClick={() => setHiding(document.id)}
                  >
                    {t('documents.hide')}
                  </Button>
                )}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
      {manage && mayUpload && <UploadDocument note={note} />}
      {hidden && (
        <ConfirmDialog
          title={t('documents.hideTitle', { name: hidden.fileName })}
          message={t('documents.hideMessage')}
          confirmLabel={t('documents.hide')}
          destructive
          pending={hide.isPending}
          error={hide.error}
          onConfirm={() => hide.mutate(hidden.id, { onSuccess: () => setHiding(null) })}
          onClose={() => {
            hide.reset();
            setHiding(null);
          }}
        />
      )}
    </Stack>
  );
}

/** A file picker behind a button, with the upload's progress and the server's refusal. */
function UploadDocument({ note }: { note: AppendedNote }) {
  const { t } = useTranslation('notes');
  const { fieldText } = useFormMessages();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(note);
  // The server's reason for the refusal (one file only, the name, the image's size…) in words.
  const refusal = fieldText(serverFieldError(upload.error, 'document')) ?? upload.error?.message;
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) {
      upload.mutate(file);
    }
  };
  return (
    <Stack spacing={1}>
      <input
        ref={input}
        type="file"
        accept={NOTE_DOCUMENT_ACCEPT}
        hidden
        onChange={picked}
        aria-label={t('documents.file')}
      />
      <div>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {t('documents.attach')}
        </Button>
      </div>
      {upload.progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(upload.progress * 100)}
          aria-label={t('documents.uploading')}
        />
      )}
      {upload.isError && (
        <Alert severity="error" role="alert">
          {refusal} {t('documents.rules')}
        </Alert>
      )}
      {upload.isSuccess && (
        <Alert severity="success" role="status">
          {t('documents.uploaded')}
        </Alert>
      )}
    </Stack>
  );
}
