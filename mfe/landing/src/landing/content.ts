// The landing page's copy ("Landing page"). Testimonials are sample content.
import { BarChart3, Lightbulb, type LucideIcon, MapIcon, MessageCircle } from 'lucide-react';

export const TAGLINE = 'Your personalized marketing companion for creatives';

export const FEATURES: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: MapIcon,
    title: 'Personalized marketing roadmaps',
    body: 'A 90-day plan built around your craft, your audience and the time you really have.',
  },
  {
    icon: MessageCircle,
    title: 'AI marketing assistant',
    body: 'Ask about pricing, content ideas and growth strategies, and get answers that fit your work.',
  },
  {
    icon: BarChart3,
    title: 'Growth tracking',
    body: 'See your goals, tasks and milestones move forward, one small step at a time.',
  },
  {
    icon: Lightbulb,
    title: 'Content ideas',
    body: 'Post ideas, captions and hashtags for the platforms your audience already uses.',
  },
];

export const STEPS: readonly { title: string; body: string }[] = [
  {
    title: 'Share your creative work and goals',
    body: 'Tell us what you make, who it is for and where you want to take it.',
  },
  {
    title: 'Get an AI-made custom plan',
    body: 'Market Muse turns your answers into a marketing roadmap made for you.',
  },
  {
    title: 'Follow daily tasks and track progress',
    body: 'Small daily actions keep you moving, and your progress shows what is working.',
  },
];

export const TESTIMONIALS: readonly { quote: string; name: string; role: string }[] = [
  {
    quote:
      'I finally know what to post and when. My print shop had its best month ever after following the roadmap.',
    name: 'Maya Torres',
    role: 'Illustrator',
  },
  {
    quote:
      'The pricing advice alone paid for itself: I raised my session rates and booked more clients, not fewer.',
    name: 'Jonas Berg',
    role: 'Portrait photographer',
  },
  {
    quote:
      'Marketing my debut novel felt overwhelming. The daily tasks broke it into steps I could actually do.',
    name: 'Priya Nair',
    role: 'Author',
  },
];

export const FOOTER_COLUMNS: readonly { title: string; links: readonly { label: string; to: string }[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'How it works', to: '/how-it-works' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Roadmap', to: '/roadmap' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', to: '/blog' },
      { label: 'Guides', to: '/guides' },
      { label: 'Templates', to: '/templates' },
      { label: 'Help center', to: '/help' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Contact', to: '/contact' },
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Partners', to: '/partners' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
      { label: 'Cookies', to: '/cookies' },
    ],
  },
];

export const CONTACT_EMAIL = 'hello@marketmuse.app';
