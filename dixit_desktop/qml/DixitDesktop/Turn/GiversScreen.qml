pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// Team: a public step. Each other team decides aloud which member plays its card.
FocusScope {
    objectName: "giversScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap

        TitleText {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("%1 told: %2").arg(Round.storytellerName).arg(Round.clueLine)
            wrapMode: Text.WordWrap
        }
        BodyText {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Each team: talk it over out loud, then tap who plays your team's card. The other one votes.")
            wrapMode: Text.WordWrap
        }
        Flow {
            id: choices
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gap
            Repeater {
                model: Round.givers
                delegate: BigButton {
                    required property int index
                    required property string id
                    required property string name
                    required property string detail
                    required property string colour
                    required property string ink
                    objectName: "giver_" + id
                    focus: index === 0
                    tone: "colour"
                    toneColour: colour
                    toneInk: ink
                    width: (choices.width - Theme.gap) / 2
                    text: qsTr("%1 plays for %2").arg(name).arg(detail)
                    font.pixelSize: Theme.fontBody
                    onActivated: Round.chooseGiver(parseInt(id))
                    KeyNavigation.tab: null
                }
            }
        }
    }
}
