// Says which parts of a record Surveyor could not read, and that they are kept as they are.
import { Alert, AlertTitle, Box } from '@mui/material';
import { formatProblem, type ReadProblem } from '@/contracts/readable';

interface Props {
  /** "survey", "project"… */
  subject: string;
  problems: readonly ReadProblem[];
  /** What happens to those parts (defaults to: shown as far as possible, kept unless changed). */
  consequence?: string;
}

const MAX_LISTED = 8;

export function ReadProblemsAlert({ subject, problems, consequence }: Props) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>This {subject} has data Surveyor cannot read</AlertTitle>
      {consequence ??
        `Everything else is shown. What could not be read is kept on the server exactly as it is, unless you change it here.`}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
        {problems.slice(0, MAX_LISTED).map((problem, index) => (
          <li key={index}>{formatProblem(problem)}</li>
        ))}
        {problems.length > MAX_LISTED ? <li>…and {problems.length - MAX_LISTED} more.</li> : null}
      </Box>
    </Alert>
  );
}

/** One line for a list item that could not be read: "This survey has data Surveyor cannot read: …". */
export function unreadableText(subject: string, record: { name: string | null; problems: ReadProblem[] }) {
  const what = record.problems.map(formatProblem).join('; ') || 'it is not an object';
  return `${record.name ? `“${record.name}”: this` : 'This'} ${subject} has data Surveyor cannot read (${what}).`;
}
