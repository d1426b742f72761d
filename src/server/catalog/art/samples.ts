// Typical real-world sizes per category, for the contact sheet and the tests.
import type { Category } from '../../../shared/constants';

export const SAMPLE_DIMENSIONS: Record<Category, { widthCm: number; depthCm: number; heightCm: number }> = {
  'Coffee Tables': { widthCm: 110, depthCm: 60, heightCm: 45 },
  'Couches, Sofas & Lounges': { widthCm: 220, depthCm: 92, heightCm: 85 },
  'Storage & Wall Units': { widthCm: 200, depthCm: 45, heightCm: 190 },
  'TV Units': { widthCm: 180, depthCm: 42, heightCm: 52 },
  'Armchairs & Occasional Chairs': { widthCm: 85, depthCm: 85, heightCm: 90 },
  'Sideboards & Buffets': { widthCm: 160, depthCm: 45, heightCm: 80 },
  'Dining Chairs': { widthCm: 46, depthCm: 52, heightCm: 86 },
  'Dining Tables': { widthCm: 180, depthCm: 90, heightCm: 75 },
  'Bed Frames': { widthCm: 165, depthCm: 215, heightCm: 115 },
  'Bedside Tables': { widthCm: 50, depthCm: 40, heightCm: 55 },
  'Chest of Drawers': { widthCm: 90, depthCm: 45, heightCm: 110 },
  Wardrobes: { widthCm: 150, depthCm: 60, heightCm: 210 },
  'Bookshelves & Bookcases': { widthCm: 90, depthCm: 30, heightCm: 190 },
  'Desks & Tables': { widthCm: 130, depthCm: 65, heightCm: 75 },
  'Office Chairs': { widthCm: 66, depthCm: 66, heightCm: 115 },
  'Office Storages': { widthCm: 47, depthCm: 62, heightCm: 132 },
  'Side Tables': { widthCm: 50, depthCm: 50, heightCm: 55 },
  "Kids' Beds": { widthCm: 98, depthCm: 200, heightCm: 115 },
  "Kids' Cabinets": { widthCm: 90, depthCm: 40, heightCm: 80 },
  "Kids' Chairs & Stools": { widthCm: 34, depthCm: 34, heightCm: 58 },
  "Kids' Tables & Desks": { widthCm: 80, depthCm: 60, heightCm: 50 },
};
