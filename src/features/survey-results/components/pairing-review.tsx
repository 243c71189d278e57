// Questions of other surveys proposed to be counted with the first survey's (same place and kind, but
// another id, as a copy made by duplicate_to_projects has): counted together only once the user says so.
import { useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Stack } from '@mui/material';
import { pairId, type ProposedPair } from '../model/question-groups';

export function PairingReview({
  proposed,
  surveyName,
  onConfirm,
}: {
  proposed: readonly ProposedPair[];
  surveyName: (id: string) => string;
  onConfirm: (pairIds: string[]) => void;
}) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  if (!proposed.length) return null;
  const ids = proposed.map((pair) => pairId(pair.groupId, pair.member));
  // Proposed pairs start ticked: unticking one keeps that question apart.
  const isTicked = (id: string) => !ticked.has(id);
  return (
    <Alert severity="info" component="section" aria-label="Questions to pair">
      <Stack spacing={1}>
        <span>
          These questions have other ids than the first survey&apos;s (a copy gets new ones). Count them
          together?
        </span>
        <FormGroup>
          {proposed.map((pair, i) => (
            <FormControlLabel
              key={ids[i]}
              control={
                <Checkbox
                  checked={isTicked(ids[i]!)}
                  onChange={() => {
                    const next = new Set(ticked);
                    if (next.has(ids[i]!)) next.delete(ids[i]!);
                    else next.add(ids[i]!);
                    setTicked(next);
                  }}
                />
              }
              label={`Q${pair.member.index + 1} of “${surveyName(pair.member.surveyId)}”: “${String(pair.member.question.question ?? '')}” (${pair.reason})`}
            />
          ))}
        </FormGroup>
        <div>
          <Button variant="contained" size="small" onClick={() => onConfirm(ids.filter(isTicked))}>
            Pair the ticked questions
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
