pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Controls

// One player's points at the reveal: their rabbit (in their colour, as everywhere), name, each
// point with its reason, and a "+3" badge that pops in once ``shown`` (the reveal sets it when
// the cards have turned), one line after another. A big table on a small screen gets
// ``compact`` lines (the reasons in one run under the name) or ``dense`` ones (the reasons
// beside the name), so that as many players' points as can show at once; a reason is never
// cut: it wraps, and where twelve players' lines are taller than the panel, the list
// scrolls (the totals are on the score line above the board all the while).
RowLayout {
    id: line
    required property int index
    required property string name
    required property string colour
    required property string symbol
    required property int points
    required property var reasons
    required property int total
    required property bool isStoryteller
    property bool compact: false
    property bool dense: false
    property bool shown: true
    readonly property string reasonsLine: reasons.map(r => (r.points > 0 ? "+" + r.points + " " : "") + r.text).join("; ")
    spacing: compact ? Theme.gapSmall : Theme.gapMedium
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("%1 scores %2: %3. Total %4.").arg(name).arg(points)
                     .arg(reasons.map(r => r.text).join("; ")).arg(total)
    Rabbit {
        Layout.alignment: Qt.AlignTop
        colour: line.colour; symbol: line.symbol; name: line.name
        implicitWidth: line.compact || line.dense ? Theme.rabbitSmallCompact : Theme.rabbitSmall
    }
    ColumnLayout {
        Layout.fillWidth: true
        spacing: 0
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gapSmall
            NameText {
                Layout.maximumWidth: line.dense ? line.width * Theme.resultNameShare : -1
                Layout.fillWidth: !line.dense
                text: line.name + (line.isStoryteller ? "  ★" : "")
                color: Theme.ink
                elide: Text.ElideRight
                font.pixelSize: line.compact || line.dense ? Theme.fontSmall : Theme.fontBody
            }
            CaptionText {   // dense: the reasons beside the name (wrapped, never cut)
                Layout.fillWidth: true
                visible: line.dense
                text: line.reasonsLine
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
        }
        CaptionText {   // compact: every reason in one run of text under the name
            Layout.fillWidth: true
            visible: line.compact && !line.dense
            text: line.reasonsLine
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: line.compact || line.dense ? [] : line.reasons
            delegate: CaptionText {
                required property var modelData
                Layout.fillWidth: true
                text: (modelData.points > 0 ? "+" + modelData.points + "  " : "") + modelData.text
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
        }
    }
    Rectangle {   // the floating "+3" badge
        id: badge
        Layout.alignment: Qt.AlignTop
        Layout.preferredWidth: Theme.pointsBadgeWidth
        Layout.preferredHeight: line.compact || line.dense ? Theme.pointsBadgeHeightCompact
                                                           : Theme.pointsBadgeHeight
        radius: height / 2
        color: line.points > 0 ? Theme.gold : Theme.paperShade
        HeadingText {
            anchors.centerIn: parent
            text: "+" + line.points
            color: Theme.ink
        }
        opacity: 0
        Component.onCompleted: if (line.shown) pop.start()
        Connections {
            target: line
            function onShownChanged() { if (line.shown) pop.start() }
        }
        SequentialAnimation {
            id: pop
            PauseAnimation { duration: Math.max(0, line.index) * Theme.resultStaggerMs }
            NumberAnimation { target: badge; property: "opacity"; to: 1; duration: Theme.fadeMs }
        }
    }
}
