{{- define "market-muse.name" -}}{{ .Release.Name }}-market-muse{{- end -}}
{{- define "market-muse.secretName" -}}{{ .Values.existingSecret | default (include "market-muse.name" .) }}{{- end -}}
{{- define "market-muse.labels" -}}
app.kubernetes.io/name: market-muse
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
{{- end -}}
{{- define "market-muse.env" -}}
- name: NODE_ENV
  value: production
{{- range $name, $value := .Values.env }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- end -}}
{{- define "market-muse.container" -}}
image: "{{ .Values.image.repository }}:{{ .Values.image.tag }}"
imagePullPolicy: {{ .Values.image.pullPolicy }}
envFrom:
  - secretRef:
      name: {{ include "market-muse.secretName" . }}
ports:
  - name: http
    containerPort: 3000
livenessProbe:
  httpGet: { path: /livez, port: http }
  periodSeconds: 10
  failureThreshold: 3
readinessProbe:
  httpGet: { path: /readyz, port: http }
  periodSeconds: 2
  failureThreshold: 2
startupProbe:
  httpGet: { path: /livez, port: http }
  periodSeconds: 2
  failureThreshold: 90
securityContext:
  runAsNonRoot: true
  runAsUser: 1000
  allowPrivilegeEscalation: false
  readOnlyRootFilesystem: true
  capabilities: { drop: [ALL] }
{{- end -}}
