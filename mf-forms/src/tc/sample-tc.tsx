import styled from 'styled-components';
import { Card, Note } from '../form/form-layout.ts';
// ?no-inline: each is this remote's own file, so its URL points at this remote's origin even inside
// the shell's page. The picture is the PDF's page drawn (pnpm --filter @school/mf-forms sample-tc):
// only Chromium's viewer hides its toolbar in a frame, so the page shows the sample as a picture.
import sampleTcUrl from '../assets/sample-tc.pdf?no-inline';
import sampleTcPicture from '../assets/sample-tc.svg?no-inline';

const DESCRIPTION =
  "Sample transfer certificate: the school's name, address, affiliation number and school code; the TC and " +
  "register numbers; twelve numbered lines (the pupil's name, admission number, parents' names, nationality, " +
  'date of birth, first admission, last class, promotion, date of leaving, reason, conduct, date of issue); ' +
  "and the class teacher's and principal's signatures.";

export function SampleTc() {
  return (
    <Card aria-labelledby="sample-tc-title">
      <h2 id="sample-tc-title">Sample Transfer Certificate</h2>
      <Note>
        This is what the certificate looks like.{' '}
        <a href={sampleTcUrl} target="_blank" rel="noopener noreferrer">
          Open the sample TC (PDF, opens in a new tab)
        </a>
        .
      </Note>
      <Page src={sampleTcPicture} alt={DESCRIPTION} width={595} height={842} loading="lazy" decoding="async" />
    </Card>
  );
}

const Page = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-width: 595px;
  margin: 0 auto;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 6px;
  background: #fff;
`;
