// generated — do not edit; edit routes.yaml and run npm run generate

import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import BarChart from '@mui/icons-material/BarChart';
import Campaign from '@mui/icons-material/Campaign';
import Groups from '@mui/icons-material/Groups';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Movie from '@mui/icons-material/Movie';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import type { ComponentType } from 'react';

export interface MenuGroup {
  id: string;
  order: number;
  icon?: ComponentType;
  permission?: string;
  hidden: boolean;
}

export const menuGroups: readonly MenuGroup[] = [
  { id: 'statistics', order: 10, icon: BarChart, hidden: false },
  { id: 'cinema', order: 20, icon: Movie, hidden: false },
  { id: 'junior', order: 30, icon: Groups, hidden: false },
  { id: 'device', order: 40, icon: AccountBalanceWallet, hidden: false },
  { id: 'fund', order: 50, icon: ReceiptLong, hidden: false },
  { id: 'material', order: 60, icon: PhotoLibrary, hidden: false },
  { id: 'operations', order: 70, icon: Campaign, hidden: false },
  { id: 'coupon', order: 80, icon: LocalOffer, hidden: false },
  { id: 'couponKs', order: 90, icon: VideoLibrary, hidden: true },
];
