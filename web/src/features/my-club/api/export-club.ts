import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-provider';
import { useApi } from '../../../lib/api';

/** The file name of a download: `futgg-club-fc26-2026-11-26.json`. */
export const exportFileName = (gameYear: number, now = new Date()) =>
  `futgg-club-fc${gameYear}-${now.toISOString().slice(0, 10)}.json`;

/** Saves a file the browser made, without a round trip: a link to the data, clicked once. */
const download = (text: string, name: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/** The club as our own JSON file (docs/user-club.md), which an import reads back unchanged. */
export const useExportClub = (gameYear: number) => {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: () => api.userClub.export(gameYear),
    onSuccess: (file) => {
      download(`${JSON.stringify(file, null, 2)}\n`, exportFileName(gameYear));
      toast.show(`Your club (${file.cards.length} cards) was saved as a file.`, 'success');
    },
    onError: () => toast.show('Your club could not be exported. Try again.', 'danger'),
  });
};
