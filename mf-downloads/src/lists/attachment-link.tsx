import { useApi } from '@school/shared-ui/runtime';
import { AttachmentAnchor } from './attachment-anchor.tsx';

export function AttachmentLink({ files, title }: { files: readonly string[]; title: string }) {
  const api = useApi();
  const file = files[0];
  return <AttachmentAnchor href={file ? api.imageUrl(file) : ''} title={title} />;
}
