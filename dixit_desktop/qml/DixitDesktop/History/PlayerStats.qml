pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Controls

// One player's record over the finished games: wins, and two small bar charts (clues that
// scored, the storyteller's card found).
ColumnLayout {
    id: player
    required property string name
    required property int games
    required property int wins
    required property int told
    required property int toldScored
    required property int guesses
    required property int found
    spacing: Theme.gapTiny / 2
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("%1: won %2 of %n game(s); clues scored %3 of %4 times; found the card %5 of %6 times", "", games)
                     .arg(name).arg(wins).arg(toldScored).arg(told).arg(found).arg(guesses)
    NameText {
        text: qsTr("%1 · won %2 of %n game(s)", "", player.games).arg(player.name).arg(player.wins)
        color: Theme.ink
    }
    Repeater {
        model: [
            [qsTr("Clues that scored"), player.toldScored, player.told],
            [qsTr("Storyteller's card found"), player.found, player.guesses]
        ]
        delegate: RowLayout {
            id: bar
            required property var modelData
            Layout.fillWidth: true
            spacing: Theme.gapSmall
            CaptionText {
                Layout.preferredWidth: Theme.statLabelWidth
                text: bar.modelData[0]
                color: Theme.inkSoft
                wrapMode: Text.WordWrap   // a long label takes two lines, never "…"
            }
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.barHeight
                radius: height / 2
                color: Theme.paperShade
                Rectangle {
                    width: bar.modelData[2] > 0 ? parent.width * bar.modelData[1] / bar.modelData[2] : 0
                    height: parent.height
                    radius: height / 2
                    color: Theme.good
                }
            }
            CaptionText {   // as wide as its numbers (thousands of games included)
                Layout.preferredWidth: Math.max(Theme.statCountWidth, implicitWidth)
                Layout.minimumWidth: implicitWidth
                text: bar.modelData[1] + "/" + bar.modelData[2]
                color: Theme.ink
            }
        }
    }
}
