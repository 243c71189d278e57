// The open answers of a view, newest first, searchable, each with its survey, language and time; an
// answer can be archived (survey:write), which PostHog then leaves out of every result.
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { ScopeGate } from '@/components/feedback/scope-gate';
import type { QuestionGroup } from '../model/question-groups';
import { archiveAnswer, resultsKeys } from '../results-reads';
import type { Submission } from '../model/submissions';

const SHOWN = 200;

interface OpenAnswer {
  submission: Submission;
  group: QuestionGroup;
  text: string;
}

export function OpenAnswers({
  groups,
  submissions,
  surveyName,
}: {
  groups: readonly QuestionGroup[];
  submissions: readonly Submission[];
  surveyName: (id: string) => string;
}) {
  const [search, setSearch] = useState('');
  const client = useQueryClient();
  const archive = useMutation({
    mutationFn: (answer: OpenAnswer) =>
      archiveAnswer(answer.submission.projectId, answer.submission.surveyId, answer.submission.uuid, true),
    onSuccess: (_, answer) =>
      client.invalidateQueries({
        queryKey: resultsKeys.survey(answer.submission.projectId, answer.submission.surveyId),
      }),
  });
  const all = useMemo(() => {
    const open = groups.filter((group) => group.kind === 'open');
    const answers: OpenAnswer[] = [];
    for (const group of open) {
      const keyOf = new Map(group.members.map((member) => [member.surveyId, member.questionKey]));
      for (const submission of submissions) {
        const key = keyOf.get(submission.surveyId);
        const answer = key === undefined ? undefined : submission.answers[key];
        if (typeof answer === 'string') answers.push({ submission, group, text: answer });
      }
    }
    return answers.sort((a, b) => b.submission.at - a.submission.at);
  }, [groups, submissions]);
  const needle = search.trim().toLocaleLowerCase();
  const found = needle ? all.filter((answer) => answer.text.toLocaleLowerCase().includes(needle)) : all;
  if (!all.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="open-answers-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h2" variant="h6" id="open-answers-title">
          Open answers
        </Typography>
        <TextField
          size="small"
          label="Search open answers"
          value={search}
          onChange={(event) => setSearch(event.target.value.slice(0, 200))}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {found.length === all.length ? `${all.length} answers` : `${found.length} of ${all.length} answers`}
          {found.length > SHOWN ? ` · the newest ${SHOWN} shown (Export CSV has all)` : ''}
        </Typography>
      </Stack>
      {archive.error ? <ApiErrorAlert error={archive.error} title="The answer was not archived" /> : null}
      <Table size="small" aria-label="Open answers">
        <TableHead>
          <TableRow>
            <TableCell>Answer</TableCell>
            <TableCell>Question</TableCell>
            <TableCell>Survey</TableCell>
            <TableCell>Language</TableCell>
            <TableCell>When</TableCell>
            <TableCell>Archive</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {found.slice(0, SHOWN).map((answer) => (
            <TableRow key={`${answer.submission.surveyId}:${answer.submission.key}:${answer.group.id}`}>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <bdi>{answer.text}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{answer.group.text}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{surveyName(answer.submission.surveyId)}</bdi>
              </TableCell>
              <TableCell>{answer.submission.language ?? '–'}</TableCell>
              <TableCell>
                {Number.isFinite(answer.submission.at)
                  ? new Date(answer.submission.at).toLocaleString()
                  : '–'}
              </TableCell>
              <TableCell>
                <ScopeGate scope="survey:write">
                  {(reason) => (
                    <Button
                      size="small"
                      disabled={reason !== null || archive.isPending}
                      onClick={() => archive.mutate(answer)}
                      aria-label={`Archive the answer “${answer.text.slice(0, 40)}”`}
                    >
                      Archive
                    </Button>
                  )}
                </ScopeGate>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
