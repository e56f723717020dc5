import { type NoteTextChange, noteTextSegments } from '@hearth/domain';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../components/DateTime.tsx';
import { visuallyHidden } from '../../components/visuallyHidden.ts';
import { BODY_OFFSET_ATTRIBUTE, NOTE_TEXT_ATTRIBUTE } from './textPlaces.ts';

export type NoteTextProps = {
  body: string;
  changes: readonly NoteTextChange[];
  /** Names the text on the page, so a selection in it can be found for this note. */
  noteId: number;
};

/**
 * A signed body with its later changes inline, like tracked changes: inserted words underlined,
 * struck ones crossed out but readable, each saying who and when (a tooltip, and words for screen
 * readers). The body's own words carry their offset, so a selection maps back onto the body.
 */
export function NoteText({ body, changes, noteId }: NoteTextProps) {
  const { t } = useTranslation('notes');
  const format = useDateTimeFormat();
  let offset = 0;
  const segments = noteTextSegments(body, changes).map((segment, index) => {
    const key = `${segment.kind}-${index}`;
    if (segment.kind === 'inserted') {
      const who = t('text.inserted', {
        name: segment.change?.author.name ?? '',
        at: segment.change ? format(segment.change.at) : '',
      });
      return (
        <Box
          key={key}
          component="ins"
          title={who}
          sx={{ bgcolor: 'success.light', color: 'success.contrastText', px: 0.25 }}
        >
          <Box component="span" sx={visuallyHidden}>{`[${who}] `}</Box>
          {segment.text}
        </Box>
      );
    }
    const start = offset;
    offset += segment.text.length;
    const words = <span {...{ [BODY_OFFSET_ATTRIBUTE]: start }}>{segment.text}</span>;
    if (segment.kind === 'original') {
      return <span key={key}>{words}</span>;
    }
    const who = t('text.struck', {
      name: segment.change?.author.name ?? '',
      at: segment.change ? format(segment.change.at) : '',
    });
    return (
      <Box key={key} component="del" title={who} sx={{ color: 'error.main' }}>
        <Box component="span" sx={visuallyHidden}>{`[${who}] `}</Box>
        {words}
      </Box>
    );
  });
  return (
    <Box
      {...{ [NOTE_TEXT_ATTRIBUTE]: noteId }}
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', typography: 'body1' }}
    >
      {segments}
    </Box>
  );
}
