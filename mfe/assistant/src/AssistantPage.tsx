import { Tabs, TabsContent, TabsList, TabsTrigger } from '@market-muse/ui';
import { useState } from 'react';
import { AnalyzeTab } from './analyze/AnalyzeTab.tsx';
import { ChatTab } from './chat/ChatTab.tsx';
import { ContentTab } from './content/ContentTab.tsx';
import { AssistantLayout } from './layout/AssistantLayout.tsx';
import { useWide } from './layout/useWide.ts';
import { StrategyTab } from './strategy/StrategyTab.tsx';

/** /ai-assistant: chat, content ideas, strategy and content analysis. */
export default function AssistantPage() {
  const wide = useWide();
  const [tab, setTab] = useState('chat');
  return (
    <AssistantLayout wide={wide}>
      <Tabs value={tab} onValueChange={setTab} className="assistant:flex assistant:flex-col assistant:gap-4">
        <TabsList className="assistant:grid assistant:w-full assistant:grid-cols-4">
          <TabsTrigger value="chat">AI Chat</TabsTrigger>
          <TabsTrigger value="content">{wide ? 'Content Ideas' : 'Content'}</TabsTrigger>
          <TabsTrigger value="strategy">Strategy</TabsTrigger>
          <TabsTrigger value="analyze">{wide ? 'AI Tools' : 'Analyze'}</TabsTrigger>
        </TabsList>
        <TabsContent value="chat">
          <ChatTab />
        </TabsContent>
        <TabsContent value="content">
          <ContentTab />
        </TabsContent>
        <TabsContent value="strategy">
          <StrategyTab />
        </TabsContent>
        <TabsContent value="analyze">
          <AnalyzeTab />
        </TabsContent>
      </Tabs>
    </AssistantLayout>
  );
}
