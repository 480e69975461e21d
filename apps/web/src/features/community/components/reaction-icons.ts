import { HandHeart, Heart, Lightbulb, PartyPopper, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { ReactionType } from '@fertilia/contracts';

/** How each reaction looks, on its button and beside each member in the list of who reacted. */
export const REACTION_ICONS: Record<ReactionType, LucideIcon> = {
  like: ThumbsUp,
  heart: Heart,
  hug: HandHeart,
  celebrate: PartyPopper,
  insightful: Lightbulb,
};

export const REACTION_LABELS: Record<ReactionType, string> = {
  like: 'Like',
  heart: 'Heart',
  hug: 'Hug',
  celebrate: 'Celebrate',
  insightful: 'Insightful',
};
