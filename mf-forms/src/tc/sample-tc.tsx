import styled from 'styled-components';
import { Card, Note } from '../form/form-layout.ts';
// ?no-inline: a data: URL would not open in Chromium's PDF viewer in a frame. The URL resolves from
// this module, so it points at this remote's origin even inside the shell's page.
import sampleTcUrl from '../assets/sample-tc.pdf?no-inline';

export const sampleTcSrc = `${sampleTcUrl}#toolbar=0`;

export function SampleTc() {
  return (
    <Card aria-labelledby="sample-tc-title">
      <h2 id="sample-tc-title">Sample Transfer Certificate</h2>
      <Note>
        This is what the certificate looks like. If the preview does not show on your device,{' '}
        <a href={sampleTcUrl} target="_blank" rel="noopener noreferrer">
          open the sample TC (PDF, opens in a new tab)
        </a>
        .
      </Note>
      <Frame title="Sample transfer certificate (PDF)" src={sampleTcSrc} loading="lazy" />
    </Card>
  );
}

// A4 proportions, so the whole page shows without scrolling inside the frame.
const Frame = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: 595 / 842;
  max-height: 80vh;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 6px;
  background: ${(p) => p.theme.color.surfaceAlt};
`;
