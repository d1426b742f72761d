import { DOWNLOAD_FILE_NAME } from '../../shared/constants';

function clickLink(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A room drawn into the user's photo is a JPEG: its file says so (room-visualization.jpg). */
const nameFor = (type: string, fileName: string) =>
  type === 'image/jpeg' ? fileName.replace(/\.png$/i, '.jpg') : fileName;

/**
 * Saves the image as room-visualization.png. The download attribute is ignored for images on
 * another origin, so the bytes are fetched and offered from an object URL instead.
 */
export async function downloadImage(imageUrl: string, fileName: string = DOWNLOAD_FILE_NAME): Promise<void> {
  let objectUrl: string | null = null;
  try {
    const response = await fetch(imageUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    fileName = nameFor(blob.type, fileName);
    objectUrl = URL.createObjectURL(blob);
  } catch (err) {
    console.error('Image download failed, opening the image instead', err);
    clickLink(imageUrl, fileName);
    return;
  }
  clickLink(objectUrl, fileName);
  const url = objectUrl;
  // Revoked after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
